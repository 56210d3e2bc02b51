/// How an SF Symbol's layers are coloured: SwiftUI's `SymbolRenderingMode`, set with
/// `symbolRenderingMode(_:)` and shown as `symbolRenderingMode=hierarchical`.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let monochrome = SymbolRenderingMode(description: "monochrome")
    public static let hierarchical = SymbolRenderingMode(description: "hierarchical")
    public static let palette = SymbolRenderingMode(description: "palette")
    public static let multicolor = SymbolRenderingMode(description: "multicolor")
}

extension View {
    /// How the symbols inside colour their layers: SwiftUI's `symbolRenderingMode(_:)`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        attributed("symbolRenderingMode", mode?.description ?? "automatic")
    }
}
