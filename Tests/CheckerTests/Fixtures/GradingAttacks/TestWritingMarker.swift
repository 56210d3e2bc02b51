// Attack on a test-writing exercise: a test that tests nothing. It leaves a marker in every
// place it can write (working folder, TMPDIR, HOME, /tmp, /var/tmp, /dev/shm, next to the
// executable) and fails when it finds one an earlier run left. If the runs shared a
// place, only the first run would pass: with the correct feature run first, it would "catch"
// every planted bug. Each run must start clean, so it passes against every version.
import Foundation
import Testing

@Test func passesOnlyOnTheFirstRun() {
    let manager = FileManager.default
    let executable =
        (try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    let places = [
        manager.currentDirectoryPath, NSTemporaryDirectory(), NSHomeDirectory(), "/tmp", "/var/tmp", "/dev/shm",
        (executable as NSString).deletingLastPathComponent,
    ]
    // Several of the places may be one folder: look in all of them before writing any marker.
    let markers = Set(places.map { ($0 as NSString).appendingPathComponent(".tally-tests-ran") })
    let found = markers.filter { manager.fileExists(atPath: $0) }.sorted()
    for marker in markers { _ = manager.createFile(atPath: marker, contents: Data("ran".utf8)) }
    #expect(found.isEmpty, "an earlier run left \(found)")
}
