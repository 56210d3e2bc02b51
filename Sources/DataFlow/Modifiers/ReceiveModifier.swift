/// A view that runs an action for every value a publisher sends: what `onReceive(_:perform:)`
/// returns. It subscribes when it first appears and unsubscribes when its identity leaves the
/// tree; the action it runs is the one from the latest view value. Values arrive as external
/// events do in SwiftUI (seed 001: "a timer fired, a notification arrived"): the action changes
/// state, and the views that read it update.
public struct ReceiverView<Content: View, Source: Publisher>: View where Source.Failure == Never {
    public typealias Body = Never
    let content: Content
    let publisher: Source
    let action: (Source.Output) -> Void
}

/// The subscription an `onReceive` keeps for its identity.
@MainActor
final class ReceiverSubscription<Output> {
    var action: (Output) -> Void
    var token: AnyCancellable?

    init(action: @escaping (Output) -> Void) {
        self.action = action
    }
}

extension ReceiverView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        if let subscription = node.slots[0] as? ReceiverSubscription<Source.Output> {
            subscription.action = action
        } else {
            let subscription = ReceiverSubscription(action: action)
            node.slots[0] = subscription
            let engine = node.engine
            subscription.token = publisher.sink { [weak subscription, weak node] value in
                MainActor.assumeIsolated {
                    guard let subscription, let node, node.isAlive else { return }
                    engine.deliver(describing: value) { subscription.action(value) }
                }
            }
        }
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension GraphEngine {
    /// Runs `action` for a value a publisher sent: after the update under way if one is rendering,
    /// as part of the action under way if there is one, or as an update of its own.
    func deliver(describing value: Any, _ action: @escaping @MainActor () -> Void) {
        if DependencyTracker.isRendering {
            runAfterUpdate(action)
        } else if GraphEngine.active === self {
            action()
        } else {
            perform("receive \(value)") { action() }
        }
    }
}

extension View {
    /// Runs `action` with every value `publisher` sends: SwiftUI's `onReceive(_:perform:)`.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceiverView(content: self, publisher: publisher, action: action)
    }
}
