/// The colour of selected content (a selected tile's outline): SwiftUI's `SelectionShapeStyle`,
/// `.selection`, shown as `selection`.
public struct SelectionShapeStyle: ShapeStyle, NamedShapeStyle {
    public init() {}
    public nonisolated var name: String { "selection" }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The style of selected content: SwiftUI's `ShapeStyle.selection`.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
