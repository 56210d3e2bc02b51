/// A named colour: SwiftUI's `Color`, used by `foregroundColor(_:)` and as a view of its own.
/// Headless, a colour is its name: `foregroundColor=green`.
public struct Color: View, Hashable, Sendable, CustomStringConvertible {
    public typealias Body = Never
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    nonisolated public var description: String { name }

    public static let black = Color("black")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let pink = Color("pink")
    public static let purple = Color("purple")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accentColor")
    public static let clear = Color("clear")
}

extension Color: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .color, label: name), children: [])
    }
}
