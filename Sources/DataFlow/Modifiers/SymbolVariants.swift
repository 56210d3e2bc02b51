/// A variant of an SF Symbol: SwiftUI's `SymbolVariants` (`.fill`, `.circle`, `.slash`, combined
/// as `.fill.circle`), set with `symbolVariant(_:)` on the images inside a view.
public struct SymbolVariants: Hashable, Sendable {
    /// The variant's parts, in the order they were combined.
    let parts: [String]

    /// No variant: the symbol as named.
    public static let none = SymbolVariants(parts: [])
    public static let fill = SymbolVariants(parts: ["fill"])
    public static let circle = SymbolVariants(parts: ["circle"])
    public static let square = SymbolVariants(parts: ["square"])
    public static let rectangle = SymbolVariants(parts: ["rectangle"])
    public static let slash = SymbolVariants(parts: ["slash"])

    public var fill: SymbolVariants { SymbolVariants(parts: parts + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(parts: parts + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(parts: parts + ["square"]) }
    public var rectangle: SymbolVariants { SymbolVariants(parts: parts + ["rectangle"]) }
    public var slash: SymbolVariants { SymbolVariants(parts: parts + ["slash"]) }

    /// Whether this variant includes `other`'s parts.
    public func contains(_ other: SymbolVariants) -> Bool {
        other.parts.allSatisfy(parts.contains)
    }

    var name: String { parts.isEmpty ? "none" : parts.joined(separator: ".") }
}

extension View {
    /// Draws the SF Symbols inside this view in a variant: SwiftUI's `symbolVariant(_:)`,
    /// `.symbolVariant(isFavorite ? .fill : .none)`. Recorded as `symbolVariant=fill`; the symbol's
    /// name in the tree is the one written.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        attributed("symbolVariant", variant.name)
    }
}
