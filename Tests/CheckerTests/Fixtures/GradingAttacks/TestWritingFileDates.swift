// Attack on a test-writing exercise: a test that tests nothing, but compares the feature's
// library with its own. The correct feature is built before the learner's tests and each
// planted bug after them, so if the runs showed the libraries with the dates they were built,
// a feature library newer than the tests' library would mean a planted bug. Every run must
// show its files the same way, so it passes against every version.
import Foundation
import Testing

@Test func theFeatureIsOlderThanTheTests() throws {
    let manager = FileManager.default
    let executable =
        (try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    let folder = (executable as NSString).deletingLastPathComponent
    let feature = try manager.attributesOfItem(atPath: folder + "/libExerciseSubject.so")
    let tests = try manager.attributesOfItem(atPath: folder + "/libLearnerExercise.so")
    for date in [FileAttributeKey.modificationDate, .creationDate] {
        if let built = feature[date] as? Date, let testsBuilt = tests[date] as? Date {
            #expect(built <= testsBuilt, "the feature's \(date.rawValue) is after the tests'")
        }
    }
}
