import Foundation

/// A number that grows and shrinks with the person's text size: SwiftUI's `ScaledMetric`
/// (`@ScaledMetric var iconSize = 24.0`, `@ScaledMetric(relativeTo: .caption) var spacing = 4.0`).
/// It reads `\.dynamicTypeSize` as an `@Environment` does and scales the base value by the ratio
/// of the body text's size at that setting to its size at `.large` (17 points), so at the default
/// size the value is the one written. The ratios are those of the body style's point sizes; the
/// text style given with `relativeTo:` is accepted but every style scales as the body does.
@MainActor
@preconcurrency
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let size = Environment(\.dynamicTypeSize)

    public init(wrappedValue: Value) {
        base = wrappedValue
    }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
    }

    /// The base value scaled for the text size around the view.
    public var wrappedValue: Value {
        base * Value(Self.bodyPointSize(size.wrappedValue) / 17)
    }

    /// The body text's point size at each setting, as Apple's Human Interface Guidelines list it.
    static func bodyPointSize(_ size: DynamicTypeSize) -> Double {
        switch size {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }
}

extension ScaledMetric: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        size.install(in: node, slot: slot, label: label)
    }
}

extension ScaledMetric: ComparableInput {
    func isSameInput(as other: Any) -> Bool { (other as? Self)?.base == base }
}
