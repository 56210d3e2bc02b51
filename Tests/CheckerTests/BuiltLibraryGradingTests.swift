import CheckerKit
import Foundation
import Testing

/// Issue 25's attacks on what the checker decides from the learner's source, each graded by
/// `.grading/run_autograder` against a copy of the fixture course, replacing its `passing`
/// exercise (a wrong counter plus one snippet, from `Fixtures/GradingAttacks`). Each must score 0
/// with its refusal named: on main before issue 25, the constructors compiled and ran, the regex
/// literal hid the import and the attribute after it, the file that is not UTF-8 was scanned as
/// empty and the oversized file was read whole.
private let attacksFolder = URL(filePath: #filePath).deletingLastPathComponent().appending(
    path: "Fixtures/GradingAttacks")

extension CompilingTests {
    @Suite struct BuiltLibraryGrading {
        /// One autograder layout with a pristine fixture course; `grade` grades one attack file.
        private struct Grader {
            let root = TestSupport.scratch("built-grading")
            let exercise = "Chapters/01-Basics/Exercises/Passing.swift"

            init() throws {
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root.appending(path: "source"))
            }

            /// The score and every word of `results.json` for a submission of `attack`'s bytes.
            func grade(_ attack: String) throws -> (score: Double?, text: String, log: String) {
                let submission = root.appending(path: "submission")
                try? FileManager.default.removeItem(at: submission)
                try? FileManager.default.removeItem(at: root.appending(path: "results"))
                let file = submission.appending(path: exercise)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contentsOf: attacksFolder.appending(path: attack)).write(to: file)
                var script = ChildProcess(
                    executable: "/bin/bash",
                    arguments: [TestSupport.packageRoot.appending(path: ".grading/run_autograder").path],
                    timeLimit: 400)
                script.extraEnvironment = [
                    "AUTOGRADER_ROOT": root.path, "CHECKER": TestSupport.checkerExecutable.path,
                    "GRADING_DEADLINE": "300", "CHECK_TIME_LIMIT": "5", "GRADER_SECRET": "1",
                ]
                script.capturedErrorLimits = (head: 20_000, tail: 0)
                let finished = script.run()
                let data = FileManager.default.contents(atPath: root.appending(path: "results/results.json").path)
                let results = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
                let text =
                    ((results?["output"] as? String) ?? "") + "\n"
                    + ((results?["tests"] as? [[String: Any]]) ?? []).map {
                        "\($0["name"] ?? ""): \($0["output"] ?? "")"
                    }
                    .joined(separator: "\n")
                return (results?["score"] as? Double, text, finished.standardError?.text ?? "")
            }
        }

        @Test("Constructors, a lexer-confusing literal, bytes that are not UTF-8 and an oversized file score 0, named")
        func attacksScoreZero() throws {
            try #require(Sandbox.available.kind == .bubblewrap, "bubblewrap is needed: \(Sandbox.available.summary)")
            let grader = try Grader()
            defer { try? FileManager.default.removeItem(at: grader.root) }
            let attacks: [(name: String, named: [String])] = [
                ("UnderscoredSectionConstructor.swift", ["`@_section` is not allowed"]),
                ("BacktickedSectionConstructor.swift", ["`@section` is not allowed"]),
                ("PreinitAndFiniArrays.swift", ["`@_section` is not allowed", "Passing.swift:6:"]),
                ("RegexLiteralLexer.swift", ["`import Glibc` is not allowed", "`@_silgen_name` is not allowed"]),
                ("InvalidUTF8.swift.bin", ["Passing.swift:3:", "not UTF-8"]),
                ("OversizedFile.swift.bin", ["the checker reads an exercise file of at most 256 KiB"]),
                ("CompilerLogBomb.swift", ["cannot convert value of type 'String'"]),
            ]
            for attack in attacks {
                let graded = try grader.grade(attack.name)
                #expect(graded.score == 0, "\(attack.name): \(graded.text)\n\(graded.log)")
                for words in attack.named {
                    #expect(graded.text.contains(words), "\(attack.name): \(graded.text)")
                }
            }
        }
    }
}
