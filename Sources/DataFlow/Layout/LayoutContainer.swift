import Foundation

/// The view a custom `Layout` makes of its content (`FlowLayout { ... }`): an element named after
/// the layout holding the content's views, which the layout measures and places when the tree
/// is built. It mirrors the container SwiftUI's `Layout.callAsFunction(_:)` returns.
public struct LayoutContainer<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content
}

/// A container whose subviews a `Layout` places, whatever its generic types.
@MainActor
protocol LaidOutContainer {
    /// `children` (the container's elements, in order) with the marks of where the layout put
    /// them, and the container's own size, for the size offered to `container`.
    func place(_ children: [Element], in container: ViewNode) -> (children: [Element], size: CGSize)
}

extension LayoutContainer: LaidOutContainer {
    func place(_ children: [Element], in container: ViewNode) -> (children: [Element], size: CGSize) {
        let placements = LayoutPlacements()
        let subviews = LayoutSubviews(
            subviews: children.indices.map { index in
                let element = children[index]
                return LayoutSubview(
                    index: index, measure: { SubviewMeasure.size(of: element, below: container, for: $0) },
                    placements: placements)
            })
        let size = layout.run(subviews, offered: ProposedViewSize(container.offeredSize))
        let placed = children.indices.map { index in
            guard let frame = placements.frames[index] else { return children[index] }
            return children[index].adding([
                Attribute(name: "position", value: "\(Points.text(frame.minX)),\(Points.text(frame.minY))"),
                Attribute(name: "size", value: "\(Points.text(frame.width))×\(Points.text(frame.height))"),
            ])
        }
        return (placed, size)
    }
}

/// Whether any custom layout has been rendered, so that building the tree of an app without one
/// costs no cast per element.
@MainActor
enum CustomLayouts {
    static var areInUse = false
}

extension LayoutContainer: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        CustomLayouts.areInUse = true
        return PrimitiveContent(
            element: ElementDescription(kind: ElementKind(ViewNode.displayName(ofType: L.self))),
            children: [.init(key: .index(0), view: content)])
    }
}

/// How a subview measures headlessly, for `LayoutSubview.sizeThatFits(_:)`.
@MainActor
enum SubviewMeasure {
    static let characterWidth: CGFloat = 8
    static let lineHeight: CGFloat = 20

    static func size(of element: Element, below container: ViewNode, for proposal: ProposedViewSize) -> CGSize {
        let frame = fixedFrame(of: element, below: container)
        let inner = ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
        let natural = naturalSize(of: element, below: container, for: inner)
        return CGSize(width: frame.width ?? natural.width, height: frame.height ?? natural.height)
    }

    /// The closest fixed width and height of frames between the subview and its container.
    private static func fixedFrame(
        of element: Element, below container: ViewNode
    ) -> (width: CGFloat?, height: CGFloat?) {
        var width: CGFloat?
        var height: CGFloat?
        var current = element.node.node
        while let node = current, node !== container {
            if width == nil { width = node.effect?.fixedWidth }
            if height == nil { height = node.effect?.fixedHeight }
            current = node.parent
        }
        return (width, height)
    }

    private static func naturalSize(
        of element: Element, below container: ViewNode, for proposal: ProposedViewSize
    )
        -> CGSize
    {
        if element.isComposite, element.children.count == 1, let only = element.children.first {
            return size(of: only, below: container, for: proposal)
        }
        if element.kind == .text || element.kind == .button, let label = element.label {
            let ideal = CGFloat(label.count) * characterWidth
            guard let width = proposal.width, width > 0, width < ideal else {
                return CGSize(width: ideal, height: lineHeight)
            }
            return CGSize(width: width, height: lineHeight * (ideal / width).rounded(.up))
        }
        return proposal.replacingUnspecifiedDimensions()
    }
}
