@testable import CheckerKit
import Foundation
import Testing

/// The checker's fixed wording: one table per language, complete, chosen from the locale.
@Suite struct WordingTests {
    private func placeholders(_ template: String) -> Set<String> {
        Set(template.matches(of: /\{[0-9]\}/).map { String($0.output) })
    }

    @Test("Every phrase has English and Korean words, with the same values in each")
    func tablesAreComplete() {
        for phrase in Phrase.allCases {
            let english = PhraseBook.english.templates[phrase]
            let korean = PhraseBook.korean.templates[phrase]
            #expect(english != nil, "English lacks \(phrase)")
            #expect(korean != nil, "Korean lacks \(phrase)")
            if let english, let korean {
                #expect(placeholders(english) == placeholders(korean), "\(phrase): \(english) / \(korean)")
            }
        }
    }

    @Test("The Korean book uses the glossary's terms, never the spellings it avoids")
    func koreanFollowsGlossary() throws {
        let glossary = try String(
            contentsOf: TestSupport.packageRoot.appending(path: "Chapters/Glossary.ko.md"), encoding: .utf8)
        let table = glossary.components(separatedBy: "## 쓰지 않는 표기").last ?? ""
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { row in
            row.split(separator: "|").prefix(2).map { cell in cell.matches(of: /`([^`]+)`/).map { String($0.output.1) }
            }
        }
        #expect(rows.count > 10, "the glossary's table of avoided spellings was not found")
        for row in rows where row.count == 2 {
            for phrase in Phrase.allCases {
                // An avoided spelling inside the course's own term (`알림` in `알림창`) does not count.
                var korean = PhraseBook.korean.templates[phrase] ?? ""
                for term in row[1] { korean = korean.replacingOccurrences(of: term, with: "") }
                for avoided in row[0] {
                    #expect(!korean.contains(avoided), "\(phrase) says \(avoided), not \(row[1]): \(korean)")
                }
            }
        }
    }

    @Test("LC_ALL, then LC_MESSAGES, then LANG decide; ko… is Korean, anything else English")
    func languageFromEnvironment() {
        #expect(Language.from(environment: ["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.from(environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": "en_US.UTF-8"]) == .english)
        #expect(Language.from(environment: ["LANG": "C", "LC_MESSAGES": "ko"]) == .korean)
        #expect(Language.from(environment: ["LANG": ""]) == .english)
        #expect(Language.from(environment: [:]) == .english)
    }

    @Test("Values take their places; a phrase speaks the book in force")
    func values() {
        #expect(PhraseBook.english.text(.checkAllSummary, ["3", "8"]) == "3/8 exercises pass.")
        #expect(PhraseBook.korean.text(.checkAllSummary, ["3", "8"]) == "연습 문제 8개 중 3개 통과.")
        #expect(PhraseBook.$current.withValue(.korean) { Phrase.progressBar.text(1, 2) } == "연습 문제 2개 중 1개 완료")
        #expect(
            PhraseBook.$current.withValue(.korean) { "\(CheckerError.unknownExercise("x", suggestions: ["y"]))" }
                .contains("\"x\"라는 연습 문제는 없습니다"))
    }

    @Test("Under LANG=ko the tool's usage, hints and errors are Korean")
    func koreanTool() {
        let usage = PhraseBook.$current.withValue(.korean) { TestSupport.runTool(["help"]) }
        #expect(usage.output.contains("사용법: swift run checker"))
        let cache = TestSupport.scratch("korean")
        defer { try? FileManager.default.removeItem(at: cache) }
        let hint = PhraseBook.$current.withValue(.korean) { TestSupport.runTool(["hint", "failing"], cache: cache) }
        #expect(hint.output.contains("힌트 1/2: First hint for failing."))
        let unknown = PhraseBook.$current.withValue(.korean) { TestSupport.runTool(["check", "faling"]) }
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("`failing`을(를) 말씀하신 건가요?"))
    }
}
