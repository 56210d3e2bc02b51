import Foundation

/// A lesson's links as the course site needs them. A lesson links other Markdown files of the
/// repository; on the site, a lesson is a tutorial page and the reference pages are articles:
///
/// - `README.md` and `README.ko.md` (the lesson's other language, or another chapter's lesson,
///   `../02-Binding/README.md`) lead to that chapter's page, `doc:02-Binding` or `doc:02-Binding-ko`;
/// - `../PropertyWrappers.md`, `../PropertyWrappers.ko.md`, `../Glossary.ko.md` lead to the
///   articles `.ci/site` writes from them (`doc:PropertyWrappers`, `doc:PropertyWrappers-ko`,
///   `doc:Glossary-ko`);
/// - a web address stays as it is;
/// - any other file (an appendix, an example) is not on the site: its link text stays, as text.
public enum SiteLinks {
    /// The reference pages that are articles on the site, by their Markdown file in `Chapters/`.
    public static let articles: [String: String] = [
        "PropertyWrappers.md": "PropertyWrappers", "PropertyWrappers.ko.md": "PropertyWrappers-ko",
        "Glossary.ko.md": "Glossary-ko",
    ]

    /// `text` with every Markdown link `[text](target)` rewritten for the page of `chapter`
    /// (`01-State`). A link's text may run over lines.
    public static func rewrite(_ line: String, chapter: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^)\s]+)\)"#)
        var result = ""
        let range = NSRange(line.startIndex..., in: line)
        var last = line.startIndex
        for match in pattern.matches(in: line, range: range) {
            guard let whole = Range(match.range, in: line), let text = Range(match.range(at: 1), in: line),
                let target = Range(match.range(at: 2), in: line)
            else { continue }
            // An image (`![…](…)`) is left alone.
            if whole.lowerBound > line.startIndex, line[line.index(before: whole.lowerBound)] == "!" { continue }
            result += line[last..<whole.lowerBound]
            let label = String(line[text])
            if let destination = destination(of: String(line[target]), chapter: chapter) {
                result += "[\(label)](\(destination))"
            } else {
                result += label
            }
            last = whole.upperBound
        }
        return result + line[last...]
    }

    /// `text` with every bare web address (`https://…`, which GitHub shows as a link and DocC
    /// does not) made an autolink, `<https://…>`; addresses in a link, in a code span or already
    /// in `<…>` stay.
    public static func autolinked(_ text: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"(?<![(<\[`\w/])https?://[^\s()<>]*[^\s()<>.,;:!?'"]"#)
        return pattern.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "<$0>")
    }

    /// Where a link of the lesson of `chapter` leads on the site, or nil when its file is not there.
    public static func destination(of target: String, chapter: String) -> String? {
        if target.hasPrefix("https://") || target.hasPrefix("http://") || target.hasPrefix("mailto:") {
            return target
        }
        let path = target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
        let components = path.split(separator: "/").map(String.init)
        switch components {
        case ["README.md"]: return "doc:\(chapter)"
        case ["README.ko.md"]: return "doc:\(chapter)-ko"
        case let parts where parts.count == 3 && parts[0] == ".." && parts[2] == "README.md":
            return "doc:\(parts[1])"
        case let parts where parts.count == 3 && parts[0] == ".." && parts[2] == "README.ko.md":
            return "doc:\(parts[1])-ko"
        case let parts where parts.count == 2 && parts[0] == "..":
            return articles[parts[1]].map { "doc:\($0)" }
        default: return nil
        }
    }
}
