/// A line of read-only text: SwiftUI's `Text`. A string literal (with interpolations) goes through
/// `LocalizedStringKey`; a `String` variable is shown as it is.
public struct Text: View, Equatable {
    public typealias Body = Never
    let content: String

    /// Text from a literal, possibly interpolated: `Text("\(userName) Info")`.
    public init(_ key: LocalizedStringKey) {
        content = key.resolved
    }

    /// Text from a string value, shown verbatim: `Text(episode.title)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text shown exactly as given, never treated as a key.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Two texts shown one after the other.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }
}

extension Text: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .text, label: content), children: [])
    }
}
