import Foundation

extension Text {
    /// A text showing an attributed string: SwiftUI's `Text(_:)` for an `AttributedString`. Each run
    /// of the string is a run of the text, and a run with a `link` shows it as its `link` mark
    /// (`["Apple" link=https://apple.com]`). Linux's Foundation has no presentation intents or
    /// SwiftUI attribute scopes, so bold or italic set on the string are not seen; style the
    /// text with `Text`'s own modifiers, or write it as a Markdown literal.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        let runs = attributedContent.runs.map { run in
            TextRun(
                text: String(attributedContent[run.range].characters),
                attributes: run.link.map { [Attribute(name: "link", value: $0.absoluteString)] } ?? [])
        }
        self.init(runs: runs.isEmpty ? [TextRun(text: "")] : runs)
    }
}
