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
