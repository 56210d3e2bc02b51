@testable import CheckerKit
import Foundation
import Testing

/// A test-writing check's runs, two at a time under bubblewrap (`RunsAtOnce`).
@Suite struct RunsAtOnceTests {
    @Test("Runs on the second thread say what they say in the caller's language, as the first does")
    func runsKeepTheCallersLanguage() throws {
        let bubblewrap = Sandbox(kind: .bubblewrap, bubblewrap: "/usr/bin/bwrap", limitation: nil)
        let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
        let results = try PhraseBook.$current.withValue(PhraseBook.korean) {
            try RunsAtOnce(order: [0, 1], sandbox: bubblewrap).perform { index in
                // Each run waits for the other to start: they are on two threads at once.
                started[index].signal()
                _ = started[1 - index].wait(timeout: .now() + 10)
                return ExerciseResult(
                    id: "run-\(index)", status: .failed, summary: Phrase.courseEmpty.text(), advice: nil, checks: [],
                    compileErrors: [], duration: 0)
            }
        }
        #expect(results.count == 2)
        for (_, result) in results {
            #expect(result.summary == PhraseBook.korean.text(.courseEmpty, []), "\(result.summary)")
        }
    }
}
