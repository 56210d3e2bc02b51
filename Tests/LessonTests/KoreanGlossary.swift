import Foundation

/// The Korean glossary (`Chapters/Glossary.ko.md`) as a rule a test can apply: its section
/// "쓰지 않는 표기" is a table whose left column lists spellings the course does not use and whose
/// right column the course's terms, each as a code span (`` `기능` `` | `` `피처` ``).
struct KoreanGlossary {
    /// A spelling the Korean pages avoid, and the terms to write instead.
    struct DiscouragedSpelling: Equatable {
        let spelling: String
        let preferred: [String]
    }

    static let path = "Chapters/Glossary.ko.md"
    static let sectionHeading = "## 쓰지 않는 표기"

    let discouraged: [DiscouragedSpelling]

    /// Reads the table under ``sectionHeading``; rows without a code span on the left are skipped.
    init(markdown: String) {
        var inSection = false
        var spellings: [DiscouragedSpelling] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                inSection = line.trimmingCharacters(in: .whitespaces) == Self.sectionHeading
                continue
            }
            guard inSection, line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
            guard cells.count >= 2 else { continue }
            let avoided = Self.codeSpans(in: String(cells[cells.startIndex]))
            let preferred = Self.codeSpans(in: String(cells[cells.startIndex + 1]))
            spellings += avoided.map { DiscouragedSpelling(spelling: $0, preferred: preferred) }
        }
        discouraged = spellings
    }

    /// Every use of a discouraged spelling in a page's prose, as sentences an author can act on.
    /// An occurrence inside one of the row's preferred terms (`알림` inside `알림창`) is not one.
    func problems(inPage file: String, markdown: String) -> [String] {
        var problems: [String] = []
        for (number, prose) in KoreanProse.lines(of: markdown) {
            for rule in discouraged {
                let remaining = rule.preferred.reduce(prose) { $0.replacingOccurrences(of: $1, with: "□") }
                if remaining.contains(rule.spelling) {
                    let instead = rule.preferred.map { "\"\($0)\"" }.joined(separator: " or ")
                    problems.append(
                        "\(file):\(number) writes \"\(rule.spelling)\"; the glossary's term is \(instead): \(prose)")
                }
            }
        }
        return problems
    }

    /// The contents of the single-backtick code spans in a table cell.
    static func codeSpans(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && !$0.element.isEmpty }.map { String($0.element) }
    }
}

/// The prose of a Markdown page: its lines without fenced code blocks, inline code spans, link
/// targets and HTML comments, which may hold code, paths and addresses in any language.
enum KoreanProse {
    static func lines(of markdown: String) -> [(number: Int, text: String)] {
        var fence: String?
        var result: [(Int, String)] = []
        for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = rawLine.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
                continue
            }
            if let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
                fence = String(trimmed.prefix { $0 == marker.first })
                continue
            }
            result.append((index + 1, strip(String(rawLine))))
        }
        return result
    }

    /// The line without code spans, link targets and comments.
    static func strip(_ line: String) -> String {
        var text = line
        for pattern in ["`[^`]*`", "\\]\\([^)]*\\)", "<!--.*?-->", "<https?://[^>]*>"] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return text
    }
}
