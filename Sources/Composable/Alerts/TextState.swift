/// Text kept in state, so that alerts and dialogs can be described by a reducer and compared in
/// tests: TCA's `TextState` (swift-navigation). This one holds plain text; TCA's also carries
/// styling (bold, colour), which a headless runtime does not draw.
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text.
    public let string: String

    /// Text from a string value, shown as it is: `TextState(error.localizedDescription)`. A
    /// literal is a key instead (`init(_:tableName:bundle:comment:)`), as in TCA.
    @_disfavoredOverload
    public init(_ string: some StringProtocol) {
        self.string = String(string)
    }

    /// Text shown exactly as written.
    public init(verbatim string: String) {
        self.string = string
    }

    public init(stringLiteral string: String) {
        self.string = string
    }

    public var description: String { string }
}
