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

/// The subscription an `onReceive` keeps for its identity, and the publisher it subscribed to.
@MainActor
final class ReceiverSubscription<Source: Publisher> where Source.Failure == Never {
    var action: (Source.Output) -> Void
    var publisher: Source
    var token: AnyCancellable?

    init(publisher: Source, action: @escaping (Source.Output) -> Void) {
        self.publisher = publisher
        self.action = action
    }

    /// Subscribes to `publisher`, replacing any earlier subscription. Values reach `action` on the
    /// main actor: at once when sent there, else on the main actor's next turn.
    func subscribe(in node: ViewNode) {
        token?.cancel()
        let engine = node.engine
        token = publisher.sink { [weak self, weak node] value in
            let delivery = ReceivedValue(value)
            MainActorThread.run {
                guard let self, let node, node.isAlive else { return }
                engine.deliver(describing: delivery.value) { self.action(delivery.value) }
            }
        }
    }
}

/// A value a publisher sent, carried to the main actor (Combine hands values on the sender's thread).
private struct ReceivedValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension ReceiverView: _PrimitiveView, PrimitiveView {
    /// SwiftUI subscribes again when the view is given a different publisher (`Just(text)` on a
    /// re-render delivers the new text: the idiom for limiting a `TextField`) and keeps the
    /// subscription when given an equal one (a stored `Timer.publish(...).autoconnect()`, a
    /// `$published` publisher of the same object). Publishers are compared as view inputs are:
    /// `Equatable` values by `==`, objects by identity, structs field by field; closures inside an
    /// operator cannot be compared and count as the same, so `$value.map { ... }` written in a
    /// body is not subscribed anew on every render.
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        if let subscription = node.slots[0] as? ReceiverSubscription<Source> {
            subscription.action = action
            if !PublisherComparison.same(subscription.publisher, publisher) {
                subscription.publisher = publisher
                subscription.subscribe(in: node)
            }
        } else {
            let subscription = ReceiverSubscription(publisher: publisher, action: action)
            node.slots[0] = subscription
            subscription.subscribe(in: node)
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
