/// A named colour: SwiftUI's `Color`, used by `foregroundColor(_:)` and as a view of its own.
/// Headless, a colour is its name: `foregroundColor=green`.
public struct Color: View, Hashable, Sendable, CustomStringConvertible {
    public typealias Body = Never
    public let name: String

    nonisolated public init(_ name: String) {
        self.name = name
    }

    nonisolated public var description: String { name }

    nonisolated public static let black = Color("black")
    nonisolated public static let white = Color("white")
    nonisolated public static let gray = Color("gray")
    nonisolated public static let red = Color("red")
    nonisolated public static let green = Color("green")
    nonisolated public static let blue = Color("blue")
    nonisolated public static let orange = Color("orange")
    nonisolated public static let yellow = Color("yellow")
    nonisolated public static let pink = Color("pink")
    nonisolated public static let purple = Color("purple")
    nonisolated public static let primary = Color("primary")
    nonisolated public static let secondary = Color("secondary")
    nonisolated public static let accentColor = Color("accentColor")
    nonisolated public static let clear = Color("clear")
    nonisolated public static let brown = Color("brown")
    nonisolated public static let cyan = Color("cyan")
    nonisolated public static let indigo = Color("indigo")
    nonisolated public static let mint = Color("mint")
    nonisolated public static let teal = Color("teal")

    /// A colour from components between 0 and 1, named by them: `rgb(1, 0.5, 0)`.
    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let components = [red, green, blue].map(Color.component).joined(separator: ", ")
        self.init(opacity < 1 ? "rgba(\(components), \(Color.component(opacity)))" : "rgb(\(components))")
    }

    /// The same colour, more transparent: SwiftUI's `Color.opacity(_:)`, which returns a colour
    /// (so it can be used as a style), shown as `blue.opacity(0.3)`.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        Color("\(name).opacity(\(Color.component(opacity)))")
    }

    nonisolated private static func component(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(describing: value)
    }
}

extension Color: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .color, label: name), children: [])
    }
}
