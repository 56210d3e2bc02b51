/// The runtime's side of a view that has no `body`: it says what it puts on screen (an element,
/// or nothing for structural views such as `TupleView`) and which child views it contains.
@MainActor
protocol PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent
}

/// What a primitive view contributes to the tree when it is (re-)rendered.
struct PrimitiveContent {
    /// A child view, with the part of its identity that comes from its place in this view.
    struct Child {
        let key: ChildKey
        let view: any View
    }

    var element: ElementDescription?
    var children: [Child]
}

/// A primitive that shows more than its content: a navigation stack's pushed screens, a sheet.
/// Asked after the ordinary children are reconciled, so that it sees their latest values.
@MainActor
protocol PresentingView {
    func presentedChildren(in node: ViewNode) -> [PrimitiveContent.Child]
}

/// A primitive that checks its content once its children are rendered, to raise the runtime
/// warnings SwiftUI raises (a picker whose selection matches no row).
@MainActor
protocol CheckedPrimitive {
    func check(_ node: ViewNode)
}
