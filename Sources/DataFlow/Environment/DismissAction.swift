/// Dismisses the sheet or pushed screen the view is on: SwiftUI's `DismissAction`, read with
/// `@Environment(\.dismiss) private var dismiss` and called as `dismiss()`. A sheet (or a
/// full-screen cover) is dismissed as if swiped away, writing its binding back; a pushed screen is
/// popped, with any screen above it (a screen pushed by a value is removed from the path). On a screen that nothing presented, it does nothing, as in SwiftUI.
@MainActor
@preconcurrency
public struct DismissAction: Equatable {
    let screen: WeakNode?

    public func callAsFunction() {
        guard let node = screen?.node else { return }
        node.engine.dismiss(screen: node)
    }

    public nonisolated static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        MainActor.assumeIsolated { lhs.screen?.node === rhs.screen?.node }
    }
}

/// Whether the view's screen is presented, and a way to dismiss it: SwiftUI's older
/// `PresentationMode`, read with `@Environment(\.presentationMode) var presentationMode` and used
/// as `presentationMode.wrappedValue.dismiss()` (seed 000's `UserView`).
@MainActor
@preconcurrency
public struct PresentationMode {
    let screen: WeakNode?

    /// True while the view is on a presented sheet or a pushed screen.
    public var isPresented: Bool {
        guard let node = screen?.node else { return false }
        return node.isAlive
    }

    /// Dismisses the screen, as `DismissAction` does.
    public mutating func dismiss() {
        DismissAction(screen: screen)()
    }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is on: `@Environment(\.dismiss) private var dismiss`.
    @MainActor
    public var dismiss: DismissAction {
        DismissAction(screen: presentedScreen)
    }

    /// The older spelling, a binding to a `PresentationMode`: `presentationMode.wrappedValue.dismiss()`.
    @MainActor
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(screen: presentedScreen)
        let identity =
            presentedScreen?.node.map { BindingIdentity(root: ObjectIdentifier($0), path: []) }
            ?? BindingIdentity(root: ObjectIdentifier(PresentationModeRoot.self), path: [])
        return Binding(get: { mode }, set: { _ in }, identity: identity)
    }
}

/// Stands for "no presentation" in a `presentationMode` binding's identity.
private enum PresentationModeRoot {}

extension GraphEngine {
    /// Dismisses `screen`: a sheet through its presenter, a pushed screen by popping it (and every
    /// screen above it) from its navigation container.
    func dismiss(screen: ViewNode) {
        guard screen.isAlive, let presenter = screen.parent else { return }
        let dismissal = {
            // Pop the top screen until this one is gone (at most as many times as there are screens).
            var remaining = 1000
            switch screen.nodeKey.key {
            case .pushed(let id):
                while remaining > 0, presenter.navigationPath.contains(where: { $0.id >= id }) {
                    self.pop(from: presenter)
                    remaining -= 1
                }
            case .pathValue(let depth, _):
                while remaining > 0, PushedScreens.pathValues(of: presenter).count > depth {
                    self.pop(from: presenter)
                    remaining -= 1
                }
            default:
                presenter.dismissPresented?()
            }
        }
        if GraphEngine.active === self {
            dismissal()
        } else {
            perform("dismiss \(screen.typeName)") { dismissal() }
        }
    }
}
