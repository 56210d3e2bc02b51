/// A modifier's mark on the elements under it: `font=title`, `foregroundColor=gray`.
/// `effect` is how the runtime acts on it (disabling or hiding controls, titling a screen).
public struct Attribute: Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public var description: String { "\(name)=\(value)" }
}
