/// Modifiers that draw behind, in front of, or around a view. A style or colour is recorded as a
/// mark (`background=blue`); views passed to `background { }` and `overlay { }` are on screen,
/// inside a `Background` or `Overlay` element next to the view they decorate (listed back to
/// front, as a `ZStack` lists its layers), and can be found and tapped.
extension View {
    /// Fills the space behind the view with a colour or style: SwiftUI's `background(_:ignoresSafeAreaEdges:)`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attributed("background", style.styleName)
    }

    /// Fills a shape behind the view: SwiftUI's `background(_:in:fillStyle:)`, shown as
    /// `background=blue in RoundedRectangle(cornerRadius: 12)`.
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        attributed("background", "\(style.styleName) in \(ShapeName.of(shape))")
    }

    /// Puts views behind this one: SwiftUI's `background(alignment:content:)`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(
            content: self, decoration: DecorationLayer(kind: .background, alignment: alignment, content: content()))
    }

    /// Puts a view behind this one: SwiftUI's older `background(_:alignment:)`.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        DecoratedView(
            content: self, decoration: DecorationLayer(kind: .background, alignment: alignment, content: background))
    }

    /// Puts views in front of this one: SwiftUI's `overlay(alignment:content:)`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(
            content: self, decoration: DecorationLayer(kind: .overlay, alignment: alignment, content: content()))
    }

    /// Puts a view in front of this one: SwiftUI's `overlay(_:alignment:)`, as Apple's Landmarks
    /// tutorial writes it: `.overlay(Circle().stroke(.white, lineWidth: 4))`.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        DecoratedView(
            content: self, decoration: DecorationLayer(kind: .overlay, alignment: alignment, content: overlay))
    }

    /// Covers the view with a colour or style: SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attributed("overlay", style.styleName)
    }

    /// Clips the view to a shape: SwiftUI's `clipShape(_:style:)`, shown as `clipShape=Circle`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        attributed("clipShape", ShapeName.of(shape))
    }

    /// Rounds the corners of the view: SwiftUI's `cornerRadius(_:antialiased:)`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        attributed("cornerRadius", Points.text(radius))
    }

    /// Draws a shadow behind the view: SwiftUI's `shadow(color:radius:x:y:)`, shown as
    /// `shadow=radius:7` (with the offset and colour when they are not the defaults).
    public func shadow(
        color: Color = Color("black.opacity(0.33)"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        var parts = ["radius:\(Points.text(radius))"]
        if x != 0 || y != 0 { parts.append("x:\(Points.text(x)) y:\(Points.text(y))") }
        if color.name != "black.opacity(0.33)" { parts.append("color:\(color.name)") }
        return attributed("shadow", parts.joined(separator: " "))
    }

    /// Draws a border around the view: SwiftUI's `border(_:width:)`, shown as `border=gray width:1`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        attributed("border", "\(content.styleName) width:\(Points.text(width))")
    }
}

/// A view with views behind or in front of it: what `background { }` and `overlay { }` return.
public struct DecoratedView<Content: View, Decoration: View>: View {
    public typealias Body = Never
    let content: Content
    let decoration: DecorationLayer<Decoration>
}

extension DecoratedView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let content = PrimitiveContent.Child(key: .index(0), view: self.content)
        let layer = PrimitiveContent.Child(key: .barItem(decoration.kind.name), view: decoration)
        return PrimitiveContent(
            element: nil, children: decoration.kind == .background ? [layer, content] : [content, layer])
    }
}

/// The views `background { }` or `overlay { }` put behind or in front of a view.
public struct DecorationLayer<Content: View>: View {
    public typealias Body = Never
    let kind: ElementKind
    let alignment: Alignment
    let content: Content
}

extension DecorationLayer: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let attributes = alignment == .center ? [] : [Attribute(name: "alignment", value: alignment.description)]
        return PrimitiveContent(
            element: ElementDescription(kind: kind, attributes: attributes),
            children: [.init(key: .index(0), view: content)])
    }
}
