import Foundation

/// A SwiftUI view that shows a UIKit view: SwiftUI's `UIViewRepresentable`. The runtime calls it
/// as Apple's page documents: `makeCoordinator()` first, then `makeUIView(context:)` once, when
/// the view's identity enters the tree; `updateUIView(_:context:)` right after it and whenever
/// the view is rendered again with new values (its inputs or a state it reads changed); and
/// `dismantleUIView(_:coordinator:)` when the identity leaves the tree. The same UIKit view and
/// coordinator live as long as the identity, as `@State` does. If `sizeThatFits(_:uiView:context:)`
/// gives a size for the size offered, the tree shows it.
///
/// Headless, the UIKit view is DataFlow's `UIView` stand-in (data, not pixels: see `UIView`); the
/// tree shows a leaf named after the representable, with the UIKit view's type
/// (`MapView uiView=MKMapView`).
public protocol UIViewRepresentable: _PrimitiveView {
    /// The UIKit view shown: SwiftUI's `UIViewType`.
    associatedtype UIViewType: UIView
    /// What carries changes from the UIKit view back to SwiftUI: SwiftUI's `Coordinator`.
    associatedtype Coordinator = Void
    /// What each call gets: the coordinator, the transaction and the environment.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view, once per identity: SwiftUI's `makeUIView(context:)`.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the UIKit view up to date with the view's values: SwiftUI's `updateUIView(_:context:)`.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up before the UIKit view is removed: SwiftUI's `dismantleUIView(_:coordinator:)`.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator, before `makeUIView(context:)`: SwiftUI's `makeCoordinator()`.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or nil for the UIKit view's own:
    /// SwiftUI's `sizeThatFits(_:uiView:context:)` (iOS 16).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// By default there is nothing to clean up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// By default the UIKit view sizes itself.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
        nil
    }
}

extension UIViewRepresentable where Coordinator == Void {
    /// Without a coordinator type, there is nothing to make.
    public func makeCoordinator() {}
}

/// What a `UIViewRepresentable`'s methods are given: SwiftUI's `UIViewRepresentableContext`,
/// with the coordinator the runtime keeps for the view's identity, the transaction of the update
/// and the environment the view sees. You never make one.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made for this identity.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment the view sees.
    public var environment: EnvironmentValues
}

extension UIViewRepresentable {
    /// The runtime's side of this view: a leaf that keeps the UIKit view for the identity.
    var represented: any PrimitiveView {
        RepresentedView(
            kind: ViewNode.displayName(ofType: Self.self), objectAttribute: "uiView", uiKitType: UIViewType.self,
            make: { transaction, environment in
                let coordinator = makeCoordinator()
                let context = Context(coordinator: coordinator, transaction: transaction, environment: environment)
                let uiView = makeUIView(context: context)
                return RepresentedObject(object: uiView, coordinator: coordinator) {
                    Self.dismantleUIView(uiView, coordinator: coordinator)
                }
            },
            update: { object, transaction, environment, proposal in
                guard let uiView = object.object as? UIViewType, let coordinator = object.coordinator as? Coordinator
                else { return nil }
                let context = Context(coordinator: coordinator, transaction: transaction, environment: environment)
                updateUIView(uiView, context: context)
                return sizeThatFits(proposal, uiView: uiView, context: context)
            })
    }
}
