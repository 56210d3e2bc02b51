import Foundation

/// A SwiftUI view that shows a UIKit view controller: SwiftUI's `UIViewControllerRepresentable`.
/// The runtime calls it as `UIViewRepresentable` is called (see there): `makeCoordinator()`,
/// `makeUIViewController(context:)` once per identity, `updateUIViewController(_:context:)` after
/// it and on every new rendering, `dismantleUIViewController(_:coordinator:)` when the identity
/// leaves the tree. Headless, the controller is DataFlow's `UIViewController` stand-in (data: see
/// there); the tree shows a leaf named after the representable, with the controller's type
/// (`ImagePicker uiViewController=UIImagePickerController`).
public protocol UIViewControllerRepresentable: _PrimitiveView {
    /// The UIKit view controller shown: SwiftUI's `UIViewControllerType`.
    associatedtype UIViewControllerType: UIViewController
    /// What carries changes from the controller back to SwiftUI: SwiftUI's `Coordinator`.
    associatedtype Coordinator = Void
    /// What each call gets: the coordinator, the transaction and the environment.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once per identity: SwiftUI's `makeUIViewController(context:)`.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with the view's values:
    /// SwiftUI's `updateUIViewController(_:context:)`.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up before the controller is removed:
    /// SwiftUI's `dismantleUIViewController(_:coordinator:)`.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator, before the controller: SwiftUI's `makeCoordinator()`.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or nil for the controller's own:
    /// SwiftUI's `sizeThatFits(_:uiViewController:context:)` (iOS 16).
    func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize?
}

extension UIViewControllerRepresentable {
    /// By default there is nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// By default the controller sizes its view.
    public func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize? {
        nil
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// Without a coordinator type, there is nothing to make.
    public func makeCoordinator() {}
}

/// What a `UIViewControllerRepresentable`'s methods are given: SwiftUI's
/// `UIViewControllerRepresentableContext`, with the coordinator kept for the view's identity, the
/// transaction of the update and the environment the view sees. You never make one.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made for this identity.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment the view sees.
    public var environment: EnvironmentValues
}

extension UIViewControllerRepresentable {
    /// The runtime's side of this view: a leaf that keeps the controller for the identity.
    var represented: any PrimitiveView {
        RepresentedView(
            kind: ViewNode.displayName(ofType: Self.self), objectAttribute: "uiViewController",
            uiKitType: UIViewControllerType.self,
            make: { transaction, environment in
                let coordinator = makeCoordinator()
                let context = Context(coordinator: coordinator, transaction: transaction, environment: environment)
                let controller = makeUIViewController(context: context)
                return RepresentedObject(object: controller, coordinator: coordinator) {
                    Self.dismantleUIViewController(controller, coordinator: coordinator)
                }
            },
            update: { object, transaction, environment, proposal in
                guard let controller = object.object as? UIViewControllerType,
                    let coordinator = object.coordinator as? Coordinator
                else { return nil }
                let context = Context(coordinator: coordinator, transaction: transaction, environment: environment)
                updateUIViewController(controller, context: context)
                return sizeThatFits(proposal, uiViewController: controller, context: context)
            })
    }
}
