import Foundation

/// The UIKit object a representable view made for its identity, with its coordinator and how to
/// dismantle it: kept on the view's node from `make…` to the identity's removal.
@MainActor
final class RepresentedObject {
    let object: AnyObject
    let coordinator: Any
    private let dismantle: @MainActor () -> Void

    init(object: AnyObject, coordinator: Any, dismantle: @escaping @MainActor () -> Void) {
        self.object = object
        self.coordinator = coordinator
        self.dismantle = dismantle
    }

    /// Runs the representable's `dismantle…(_:coordinator:)`, when its identity leaves the tree.
    func tearDown() {
        dismantle()
    }
}

/// The runtime's side of a `UIViewRepresentable` or `UIViewControllerRepresentable`: a leaf that
/// makes the UIKit object the first time its identity renders and keeps it on the node, then
/// updates it on every rendering, as SwiftUI calls `make…` once and `update…` for every change.
struct RepresentedView: PrimitiveView {
    /// The representable's type name, which the leaf shows.
    let kind: String
    /// The attribute naming the UIKit type: `uiView` or `uiViewController`.
    let objectAttribute: String
    let uiKitType: Any.Type
    let make: @MainActor (Transaction, EnvironmentValues) -> RepresentedObject
    /// Updates the object and gives the size the representable asks for the size offered.
    let update: @MainActor (RepresentedObject, Transaction, EnvironmentValues, ProposedViewSize) -> CGSize?

    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let environment = node.engine.environment(of: node)
        let transaction = Transaction(animation: AnimationContext.current)
        let object = node.represented ?? make(transaction, environment)
        node.represented = object
        var attributes = [Attribute(name: objectAttribute, value: ViewNode.displayName(ofType: uiKitType))]
        if let size = update(object, transaction, environment, ProposedViewSize(node.offeredSize)) {
            attributes.append(Attribute(name: "size", value: "\(Points.text(size.width))x\(Points.text(size.height))"))
        }
        return PrimitiveContent(
            element: ElementDescription(kind: ElementKind(kind), attributes: attributes), children: [])
    }
}

extension ViewNode {
    /// How the runtime renders `view` itself, or nil for a view with a body: the built-in
    /// primitives, and the representables, whose protocols the app's own types adopt.
    static func primitive(of view: any View) -> (any PrimitiveView)? {
        if let primitive = view as? any PrimitiveView { return primitive }
        if let representable = view as? any UIViewRepresentable { return representable.represented }
        if let representable = view as? any UIViewControllerRepresentable { return representable.represented }
        return nil
    }
}
