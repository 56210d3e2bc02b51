import Foundation

/// The language switch at the top of a lesson: the Markdown links written before its first
/// heading, such as `**English** · [한국어](README.ko.md)`.
struct LanguageLinks {
    /// The links above the first heading, as (text, target) pairs.
    let links: [(text: String, target: String)]

    init(markdown: String) {
        var header: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") { break }
            header.append(String(line))
        }
        links = LanguageLinks.markdownLinks(in: header.joined(separator: "\n"))
    }

    /// Whether the top of the lesson links `target` with the words `text`.
    func contains(text: String, target: String) -> Bool {
        links.contains { $0.text == text && $0.target == target }
    }

    /// `[text](target)` links of `text`, in order.
    private static func markdownLinks(in text: String) -> [(text: String, target: String)] {
        let pattern = /\[([^\]]+)\]\(([^)\s]+)\)/
        return text.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) }
    }
}
