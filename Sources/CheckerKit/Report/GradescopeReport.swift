import Foundation

/// Gradescope's `results.json` (the autograder specification's format): the score (one point per
/// exercise that passes), the maximum, and one test per hidden check with its name, status,
/// output and visibility.
struct GradescopeReport {
    struct Test: Encodable {
        var name: String
        var status: String
        var output: String
        var visibility = "visible"
    }

    struct Results: Encodable {
        var score: Double
        var max_score: Double
        var output: String
        var visibility = "visible"
        var tests: [Test]
    }

    let graded: [GradedExercise]
    /// How the code under check was isolated, said in the top-level output.
    var isolation: String = ""

    var results: Results {
        let passed = graded.filter { $0.result.passed }.count
        let tests = graded.flatMap { item in
            item.checks.map { check in
                Test(
                    name: "\(item.exercise.id): \(check.name)", status: check.passed ? "passed" : "failed",
                    output: check.output)
            }
        }
        let notes = graded.flatMap { item in item.result.notes.map { "\(item.exercise.id): \($0)" } }
        let output =
            [Phrase.reportFreshSummary.text(passed, graded.count), isolation]
            + (notes.isEmpty ? [] : [Phrase.reportIntegrityNotes.text()] + notes)
        return Results(
            score: Double(passed), max_score: Double(graded.count),
            output: output.filter { !$0.isEmpty }.joined(separator: "\n"), tests: tests)
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(results)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
