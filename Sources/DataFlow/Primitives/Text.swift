/// A line of read-only text: SwiftUI's `Text`. A string literal (with interpolations) goes through
/// `LocalizedStringKey`; a `String` variable is shown as it is.
///
/// As in SwiftUI, the text-styling modifiers (`bold()`, `italic()`, `font(_:)`,
/// `foregroundColor(_:)`, `fontWeight(_:)`, `underline()`, `strikethrough()`) return a `Text`, so
/// styled texts can be joined with `+`: `Text("Total: ").bold() + Text(price)`. The element shows
/// the joined text; each styled part is listed in a `runs` mark (`runs=["Total: " bold=true] + ["$4"]`).
public struct Text: Equatable, Sendable {
    let runs: [TextRun]

    /// The text as a reader sees it: every run, joined.
    nonisolated var content: String { runs.map(\.text).joined() }

    init(runs: [TextRun]) {
        self.runs = runs
    }

    /// Text from a literal, possibly interpolated: `Text("\(userName) Info")`. As in SwiftUI, the
    /// literal's inline Markdown is rendered (`Text("**Welcome**")` shows "Welcome", bold; see
    /// `InlineMarkdown`); interpolated values, `Text(verbatim:)` and `Text(someString)` are shown as they are.
    public init(_ key: LocalizedStringKey) {
        runs = InlineMarkdown.runs(key.markdown)
    }

    /// Text from a string value, shown verbatim: `Text(episode.title)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [TextRun(text: String(content))]
    }

    /// Text shown exactly as given, never treated as a key.
    public init(verbatim content: String) {
        runs = [TextRun(text: content)]
    }

    /// Two texts shown one after the other, each keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }
}

/// A part of a `Text` with its own style.
struct TextRun: Equatable, Sendable {
    var text: String
    var attributes: [Attribute] = []
}

extension Text {
    /// The same text with `name=value` added to every run. A run keeps a style it already has,
    /// as the innermost modifier wins in SwiftUI.
    func styled(_ name: String, _ value: String) -> Text {
        Text(
            runs: runs.map { run in
                var run = run
                if !run.attributes.contains(where: { $0.name == name }) {
                    run.attributes.append(Attribute(name: name, value: value))
                }
                return run
            })
    }

    /// Bold text: SwiftUI's `Text.bold()`.
    public func bold() -> Text { styled("bold", "true") }

    /// Bold text when `isActive`: SwiftUI's `Text.bold(_:)`.
    public func bold(_ isActive: Bool) -> Text { styled("bold", String(isActive)) }

    /// Italic text: SwiftUI's `Text.italic()`.
    public func italic() -> Text { styled("italic", "true") }

    public func italic(_ isActive: Bool) -> Text { styled("italic", String(isActive)) }

    /// Text in `font`: SwiftUI's `Text.font(_:)`.
    public func font(_ font: Font?) -> Text { styled("font", font?.name ?? "default") }

    /// Text in `color`: SwiftUI's `Text.foregroundColor(_:)`.
    public func foregroundColor(_ color: Color?) -> Text { styled("foregroundColor", color?.name ?? "default") }

    /// Text in `style`: SwiftUI's `Text.foregroundStyle(_:)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled("foregroundColor", style.styleName) }

    /// Text of a weight: SwiftUI's `Text.fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled("fontWeight", weight?.description ?? "default") }

    /// Underlined text: SwiftUI's `Text.underline(_:color:)`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled("underline", isActive ? color?.name ?? "true" : "false")
    }

    /// Struck-through text: SwiftUI's `Text.strikethrough(_:color:)`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled("strikethrough", isActive ? color?.name ?? "true" : "false")
    }

    /// Digits of equal width: SwiftUI's `Text.monospacedDigit()`.
    public func monospacedDigit() -> Text { styled("monospacedDigit", "true") }

    /// Space between letters: SwiftUI's `Text.kerning(_:)`.
    public func kerning(_ kerning: CGFloat) -> Text { styled("kerning", Points.text(kerning)) }
}

/// As in SwiftUI, where `Text` is declared apart from its `View` conformance, making and styling
/// a `Text` is not bound to the main actor: code outside a view may build one.
extension Text: View {
    public typealias Body = Never
}

extension Text: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .text, label: content, attributes: attributes), children: [])
    }

    /// One run shows its style on the element; joined runs in different styles show each run.
    private var attributes: [Attribute] {
        guard let first = runs.first else { return [] }
        if runs.allSatisfy({ $0.attributes == first.attributes }) { return first.attributes }
        let common = first.attributes.filter { attribute in runs.allSatisfy { $0.attributes.contains(attribute) } }
        let described = runs.map { run in
            (["\"\(run.text)\""] + run.attributes.filter { !common.contains($0) }.map(\.description)).joined(
                separator: " ")
        }
        return common + [Attribute(name: "runs", value: described.map { "[\($0)]" }.joined(separator: " + "))]
    }
}
