import CheckerKit
import Foundation
import Testing

/// A hidden check's failure messages follow the checker's language: Korean under `LANG=ko…`
/// (here `PhraseBook.$current`, as the wording tests set it), English otherwise. The runner's
/// environment is scrubbed, so the checker passes the language itself (see `Checker.language`).
extension CompilingTests {
    @Suite struct CheckLanguage {
        /// The failure messages of chapter 1's `state-counter`, checked against its shipped stub
        /// by a checker made in `book`'s language with the cache `cache`.
        private func stubMessages(in book: PhraseBook, cache: URL) throws -> [String] {
            let root = TestSupport.packageRoot
            let course = try Course(root: root)
            let exercise = try #require(course.exercises.first { $0.id == "state-counter" })
            let checker = try PhraseBook.$current.withValue(book) {
                try Checker(root: root, cacheDirectory: cache, timeLimit: 60) { _ in }
            }
            #expect(checker.language == book.language)
            let result = checker.check(ExerciseSources(exercise: exercise, learnerFile: exercise.stubPath, root: root))
            #expect(result.status == .failed, "\(result.summary)")
            return result.checks.filter { $0.status == .failed }.flatMap(\.messages)
        }

        @Test("Under LANG=ko a chapter 1 check fails in Korean; English stays the default")
        func koreanAndEnglish() throws {
            // One cache for both: a verdict cached in one language is never replayed in the other.
            let cache = TestSupport.scratch("check-language")
            defer { try? FileManager.default.removeItem(at: cache) }
            let korean = try stubMessages(in: .korean, cache: cache)
            let startsAtZero = try #require(korean.first { $0.contains("\"-\", \"0\", \"+\"") })
            #expect(startsAtZero.contains("순서대로"), "\(startsAtZero)")
            #expect(!startsAtZero.contains("Expected the texts"), "\(startsAtZero)")

            let english = try stubMessages(in: .english, cache: cache)
            let same = try #require(english.first { $0.contains("\"-\", \"0\", \"+\"") })
            #expect(same.contains("Expected the texts"), "\(same)")
            #expect(!same.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(same)")
        }
    }
}
