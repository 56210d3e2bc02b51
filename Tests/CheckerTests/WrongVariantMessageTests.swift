import CheckerKit
import Foundation
import Testing

extension WholeCourseTests {
    /// The wrong variants of chapters 3 to 5 are the mistakes learners make; each must fail with a
    /// message about that file: its first failing check names something the file has (a type, a
    /// property, an action it declares), never only a problem in general words.
    @Suite struct WrongVariantMessages {
        /// The chapters whose checks this suite holds to it.
        static let chapters: Set<String> = ["03-Observed", "04-Environment", "05-Reducers"]

        @Test("The first failing check of every wrong variant of chapters 3–5 names something the variant declares")
        func firstFailureNamesTheVariant() throws {
            let course = try Course(root: TestSupport.packageRoot)
            // `verify` caches each verdict by its inputs, so after RealCourse's run this one is quick.
            let run = TestSupport.runTool(["verify", "--format", "json"], root: TestSupport.packageRoot)
            let report = try TestSupport.report(run.output)
            let verified = try #require(report.verified)
            var judged = 0
            for entry in verified {
                guard let exercise = course.exercises.first(where: { $0.id == entry.id }),
                    Self.chapters.contains(exercise.chapterFolder), exercise.kind != .tests
                else { continue }
                for variant in entry.variants where variant.expected == .wrong {
                    let path = TestSupport.packageRoot.appending(path: variant.result.file).path
                    let source = try String(contentsOfFile: path, encoding: .utf8)
                    let declared = Self.declaredNames(in: source)
                    let first = variant.result.failedExpectations.first
                    // After a crash the check says only that it crashed; the summary carries the runtime's words.
                    let message =
                        ((first?.messages ?? []) + (variant.result.status == .failed ? [] : [variant.result.summary]))
                        .joined(separator: "\n")
                    let named = declared.filter { Self.mentions(message, $0) }
                    #expect(
                        !named.isEmpty,
                        "\(entry.id)/\(variant.name): the first failing check (\(first?.check ?? "none")) names nothing the variant declares (\(declared.sorted().joined(separator: ", "))):\n\(message)"
                    )
                    judged += 1
                }
            }
            #expect(judged >= 3 * 23, "Only \(judged) wrong variants of chapters 3–5 were judged.")
        }

        /// The names a Swift file declares: types, properties, functions and enum cases.
        static func declaredNames(in source: String) -> Set<String> {
            let words = source.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            let introducers: Set<String> = ["struct", "class", "enum", "case", "var", "let", "func"]
            var names: Set<String> = []
            for (index, word) in words.enumerated().dropLast() where introducers.contains(word) {
                let name = words[index + 1]
                // `case let .x`, `let _`, and names too short to be told apart from English.
                guard name.count >= 3, name.first?.isLetter == true, !introducers.contains(name) else { continue }
                names.insert(name)
            }
            return names.subtracting(["self", "body", "some", "State", "Action", "View", "value", "id"])
        }

        /// Whether `message` has `name` as a whole word.
        static func mentions(_ message: String, _ name: String) -> Bool {
            var rest = Substring(message)
            while let range = rest.range(of: name) {
                let before = range.lowerBound == rest.startIndex ? nil : rest[rest.index(before: range.lowerBound)]
                let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
                let isPart = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                if !isPart(before) && !isPart(after) { return true }
                rest = rest[range.upperBound...]
            }
            return false
        }
    }
}
