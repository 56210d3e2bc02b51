import Foundation

/// The text of a `Text`, a `Button` title or a field's prompt, written as a string literal with
/// interpolations: SwiftUI's `LocalizedStringKey`. This runtime does not localize; it supports the
/// interpolations the seeds use, including `"\(currentTime, formatter: currentTimeFormatter)"`.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text as it is shown.
    public let resolved: String
    /// The text as Markdown for a `Text` to render: the literal's own characters, with every
    /// interpolated value escaped so that it is shown as it is (SwiftUI parses only the literal).
    let markdown: String

    public init(_ value: String) {
        resolved = value
        markdown = value
    }

    public init(stringLiteral value: String) {
        resolved = value
        markdown = value
    }

    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.output
        markdown = stringInterpolation.markdown
    }

    /// Builds the text of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var markdown = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
            markdown += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        /// `"\(currentTime, formatter: currentTimeFormatter)"`: the formatter's text for the value.
        public mutating func appendInterpolation<T>(_ value: T, formatter: Formatter) {
            append(formatter.string(for: value) ?? String(describing: value))
        }

        /// `"\(value, specifier: "%.1f")"`: the value formatted with a printf-style specifier.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(String(format: specifier, value))
        }

        /// A `Text` inside another `Text`'s literal contributes its own text.
        public mutating func appendInterpolation(_ text: Text) {
            append(text.content)
        }

        /// An interpolated value: shown as it is, never read as Markdown.
        mutating func append(_ value: String) {
            output += value
            markdown += InlineMarkdown.escaped(value)
        }
    }
}
