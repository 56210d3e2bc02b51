import CheckerKit
import Foundation
import Testing

/// Under a Korean locale a learner reads Korean: one exercise walked from its stub, through the
/// typical compile error, to its solution, prints no English sentence outside code (labels,
/// symbols, paths, the rendered screen, the source line the compiler quotes) and the compiler's
/// own words.
extension CompilingTests {
    @Suite struct KoreanWalk {
        /// The lines of `text` that hold an English sentence once code is taken out.
        static func englishSentences(in text: String, compilerWords: [String]) -> [String] {
            text.split(separator: "\n").map(String.init).filter { line in
                var prose = line.trimmingPrefix(while: { $0 == " " }).trimmingPrefix("│ ")
                // The rendered screen and the quoted source are indented under their heading.
                if prose.hasPrefix("  ") || line.hasPrefix("      ") && !line.contains("│") { return false }
                var text = String(prose)
                for words in compilerWords { text = text.replacingOccurrences(of: words, with: "") }
                for pattern in [/`[^`]*`/, /"[^"]*"/, /“[^”]*”/, /\S*[A-Za-z0-9][\/.][A-Za-z0-9]\S*/] {
                    text = text.replacing(pattern, with: " ")
                }
                prose = Substring(text)
                // Four or more Latin words in a row: an English sentence, or part of one.
                return prose.contains(/(?:[A-Za-z][A-Za-z'’]*|[0-9]+)(?:[ ,;:-]+(?:[A-Za-z][A-Za-z'’]*|[0-9]+)){3,}/)
            }
        }

        @Test("state-toggle from stub to pass, under LANG=ko: no English sentence outside code")
        func walk() throws {
            let root = TestSupport.packageRoot
            let exercise = try #require(try Course(root: root).exercises.first { $0.id == "state-toggle" })
            let folder = TestSupport.scratch("korean-walk")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let solution = try String(contentsOf: root.appending(path: exercise.solutionPath), encoding: .utf8)
            let mistake = folder.appending(path: "MuteButton.swift")
            try solution.replacingOccurrences(of: "@State private var isMuted", with: "private var isMuted").write(
                to: mistake, atomically: true, encoding: .utf8)
            let mistakePath = String(mistake.path.dropFirst(root.path.count + (root.path.hasSuffix("/") ? 0 : 1)))

            var printed: [String] = []
            var compilerWords: [String] = []
            try PhraseBook.$current.withValue(.korean) {
                let checker = try Checker(root: root, cacheDirectory: folder.appending(path: "cache"), timeLimit: 60) {
                    _ in
                }
                for file in [exercise.stubPath, mistakePath, exercise.solutionPath] {
                    let result = checker.check(ExerciseSources(exercise: exercise, learnerFile: file, root: root))
                    compilerWords += result.compileErrors.map(\.message)
                    printed.append(ResultText.render(result, exercise: exercise))
                }
            }
            let text = printed.joined(separator: "\n")
            #expect(printed.count == 3 && text.contains("음소거 켜고 끄기"), "\(text)")
            #expect(text.contains("`@State`여야 합니다"), "the compile error's cause, in Korean:\n\(text)")
            #expect(text.contains("검사 4개를 모두 통과했습니다"), "the solution passes, in Korean:\n\(text)")
            let english = Self.englishSentences(in: text, compilerWords: compilerWords)
            #expect(english.isEmpty, "English outside code:\n\(english.joined(separator: "\n"))\n\nAll of it:\n\(text)")
        }

        /// What the checker prints for `exercise` checked against each of `files` (relative to the
        /// package), under LANG=ko, and the words in it that are not the checker's: the compiler's
        /// messages and the Swift runtime's own "Fatal error: …", quoted as they were printed.
        static func walk(_ exercise: Exercise, files: [String], scratch: URL) throws -> Walked {
            var printed: [String] = []
            var ownWords: [String] = []
            try PhraseBook.$current.withValue(.korean) {
                let checker = try Checker(
                    root: TestSupport.packageRoot, cacheDirectory: scratch.appending(path: "cache"), timeLimit: 60
                ) { _ in }
                for file in files {
                    let result = checker.check(
                        ExerciseSources(exercise: exercise, learnerFile: file, root: TestSupport.packageRoot))
                    ownWords += result.compileErrors.map(\.message)
                    ownWords += result.summary.matches(of: /Fatal error: [^(]*/).map { String($0.output) }
                    printed.append(ResultText.render(result, exercise: exercise))
                }
            }
            return Walked(printed: printed, ownWords: ownWords)
        }

        /// What a walk printed, one text per file, and the words in it that are not the checker's.
        struct Walked {
            var printed: [String]
            var ownWords: [String]
        }

        /// `url` relative to the package.
        static func relative(_ url: URL) -> String {
            let root = TestSupport.packageRoot.path
            return String(url.path.dropFirst(root.count + (root.hasSuffix("/") ? 0 : 1)))
        }

        @Test("reducers-counter from stub to pass, through a wrong variant and a crash, under LANG=ko")
        func walkReducer() throws {
            let root = TestSupport.packageRoot
            let exercise = try #require(try Course(root: root).exercises.first { $0.id == "reducers-counter" })
            let folder = TestSupport.scratch("korean-walk-reducer")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let solution = try String(contentsOf: root.appending(path: exercise.solutionPath), encoding: .utf8)
            // The solution with Undo that reads the last basket with `!` even when there is none.
            let crashing = folder.appending(path: "ScoreFeature.swift")
            try solution.replacingOccurrences(
                of: "case .undoButtonTapped:", with: "case .undoButtonTapped:\n                _ = state.baskets.last!"
            ).write(to: crashing, atomically: true, encoding: .utf8)
            let files = [
                exercise.stubPath, "Tests/Checks/05-Reducers/Variants/ScoreFeature/wrong-undo-subtracts-one.swift",
                Self.relative(crashing), Self.relative(folder.appending(path: "Missing.swift")),
                Self.relative(folder), exercise.solutionPath,
            ]
            let walked = try Self.walk(exercise, files: files, scratch: folder)
            let (printed, ownWords) = (walked.printed, walked.ownWords)
            let text = printed.joined(separator: "\n")
            #expect(printed.count == files.count, "\(text)")
            #expect(text.contains("크래시"), "the crash, in Korean:\n\(text)")
            #expect(text.contains("파일이 없습니다") && text.contains("폴더입니다"), "missing file and folder:\n\(text)")
            #expect(text.contains("모두 통과했습니다"), "the solution passes, in Korean:\n\(text)")
            let english = Self.englishSentences(in: text, compilerWords: ownWords)
            #expect(english.isEmpty, "English outside code:\n\(english.joined(separator: "\n"))\n\nAll of it:\n\(text)")
        }

        @Test("nav-stack-push from stub to pass, through a wrong variant, under LANG=ko")
        func walkNavigation() throws {
            let root = TestSupport.packageRoot
            let exercise = try #require(try Course(root: root).exercises.first { $0.id == "nav-stack-push" })
            let folder = TestSupport.scratch("korean-walk-navigation")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files = [
                exercise.stubPath, "Tests/Checks/06-Navigation/Variants/SongStack/wrong-no-for-each.swift",
                exercise.solutionPath,
            ]
            let walked = try Self.walk(exercise, files: files, scratch: folder)
            let (printed, ownWords) = (walked.printed, walked.ownWords)
            let text = printed.joined(separator: "\n")
            #expect(printed.count == files.count, "\(text)")
            #expect(text.contains("모두 통과했습니다"), "the solution passes, in Korean:\n\(text)")
            let english = Self.englishSentences(in: text, compilerWords: ownWords)
            #expect(english.isEmpty, "English outside code:\n\(english.joined(separator: "\n"))\n\nAll of it:\n\(text)")
        }

        @Test("reducers-test-store (the learner writes tests) from stub to pass, under LANG=ko")
        func walkTestWriting() throws {
            let root = TestSupport.packageRoot
            let exercise = try #require(try Course(root: root).exercises.first { $0.id == "reducers-test-store" })
            let folder = TestSupport.scratch("korean-walk-tests")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files = [
                exercise.stubPath, "Tests/Checks/05-Reducers/Variants/VoteFeatureTests/wrong-votes-once.swift",
                "Tests/Checks/05-Reducers/Variants/VoteFeatureTests/wrong-expects-count-plus-one.swift",
                exercise.solutionPath,
            ]
            let walked = try Self.walk(exercise, files: files, scratch: folder)
            let (printed, ownWords) = (walked.printed, walked.ownWords)
            let text = printed.joined(separator: "\n")
            #expect(printed.count == files.count, "\(text)")
            #expect(text.contains("심어 둔 버그"), "the planted bugs, in Korean:\n\(text)")
            // A planted bug is described by its file's first comment, in Korean by a `// ko:` line
            // after it: every bug of the course has one.
            let bugs = try FileManager.default.contentsOfDirectory(
                at: root.appending(path: try #require(exercise.plantedBugsFolder)), includingPropertiesForKeys: nil)
            let untranslated = try bugs.map { try String(contentsOf: $0, encoding: .utf8).split(separator: "\n") }
                .filter { $0.count > 1 && !$0[1].hasPrefix("// ko: ") }
                .map { lines in
                    let description = lines[0].dropFirst(3)
                    return String(description.hasSuffix(".") ? description.dropLast() : description)
                }
            #expect(untranslated.isEmpty, "planted bugs without a `// ko:` line: \(untranslated)")
            // A bug's name is its file's name (`bug-load-never-asks`): code.
            let names = bugs.map { $0.deletingPathExtension().lastPathComponent }
            let english = Self.englishSentences(in: text, compilerWords: ownWords + untranslated + names)
            #expect(english.isEmpty, "English outside code:\n\(english.joined(separator: "\n"))\n\nAll of it:\n\(text)")
        }

        @Test("The detector finds an English sentence and passes code and Korean")
        func detector() {
            let found = Self.englishSentences(
                in: """
                    ✘ state-toggle — Mute and unmute: 4 of 4 checks failed.
                      ✘ 버튼을 탭하면 음소거됩니다(speaker.slash)
                          │ 기대와 다릅니다: (host → ViewHost(MuteButton)).contains(.button("speaker.wave.2") → "speaker.wave.2" 버튼)
                          │ 화면:
                          │   MuteButton
                          │     Text "Could not find the thing you want"
                    """, compilerWords: [])
            #expect(found == ["✘ state-toggle — Mute and unmute: 4 of 4 checks failed."], "\(found)")
        }
    }
}
