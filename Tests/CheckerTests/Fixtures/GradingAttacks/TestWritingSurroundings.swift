// Attack on a test-writing exercise: a test that tests nothing, but fails when anything it can
// see of its run names a planted bug: its working folder and what is in it, its environment,
// arguments, process id, executable and the folder it is in, the libraries it has mapped and
// the file systems it sees. The bug's name must appear only in the checker's report, so it
// passes against every version.
import Foundation
import Testing

@Test func noPlantedBugInSight() {
    let manager = FileManager.default
    let executable =
        (try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    let folder = (executable as NSString).deletingLastPathComponent
    var seen = [manager.currentDirectoryPath, executable, Bundle.main.executablePath ?? "", "\(getpid())"]
    seen += CommandLine.arguments
    seen += ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    seen += (try? manager.contentsOfDirectory(atPath: manager.currentDirectoryPath)) ?? []
    seen += (try? manager.contentsOfDirectory(atPath: folder)) ?? []
    for file in ["/proc/self/maps", "/proc/self/mountinfo", "/proc/self/cmdline", "/proc/self/environ"] {
        seen.append((try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
    }
    let text = seen.joined(separator: "\n").lowercased()
    for word in ["bug", "planted", "ignores-amount", "keeps-count", "correct"] {
        #expect(!text.contains(word), "\(word) is in sight")
    }
}
