import Foundation
import Observation

/// Observation's side of a view: the `@Observable` properties a body (or a primitive) read while
/// it rendered, collected with `withObservationTracking(_:onChange:)`. When one of them is about to
/// change, the view, and only that view, is re-evaluated at the next update. Tracking is one-shot,
/// as in Observation, so every evaluation tracks again; a tracking older than the latest
/// evaluation is ignored, so a view stops depending on what its body no longer reads.
@MainActor
final class ObservationSource: SourceOfTruth {
    init(node: ViewNode) {
        super.init(kind: "@Observable", name: "\(node.typeName) @dependencies", owner: nil, engine: node.engine)
    }
}

extension GraphEngine {
    /// Runs `work` (a body, a primitive's content, a presenter's presented screens) while tracking
    /// the `@Observable` properties it reads on behalf of `node`, until `node` is evaluated again.
    func trackingObservation<T>(of node: ViewNode, _ work: () -> T) -> T {
        let generation = node.observationGeneration
        return withObservationTracking(
            work,
            onChange: { [weak node] in
                // Observation calls this in the property's willSet, on the thread that sets it. A change
                // made on another thread reaches the view on the main actor, as SwiftUI's does.
                let invalidate: @MainActor @Sendable () -> Void = {
                    guard let node, node.isAlive, node.observationGeneration == generation else { return }
                    node.engine.observedPropertyWillChange(for: node)
                }
                MainActorThread.run(invalidate)
            })
    }

    /// A property `node` read is about to change: the node is re-evaluated at the next update,
    /// which first names what changed by comparing the objects' properties with their last snapshot.
    func observedPropertyWillChange(for node: ViewNode) {
        let source = node.observationSource ?? ObservationSource(node: node)
        node.observationSource = source
        observationChangesPending = true
        invalidate(node, because: source)
    }
}

extension ViewNode {
    /// Registers the `@Observable` objects this view holds (directly, in `@State`, `@Bindable` or
    /// `@Environment`) so that the trace can name their properties when they change.
    func registerObservableObjects() {
        let type = ObjectIdentifier(Swift.type(of: view))
        if ViewNode.typesWithoutObjectFields.contains(type) { return }
        if let planned = registerPlannedObjects(of: view) {
            if !planned { ViewNode.typesWithoutObjectFields.insert(type) }
            return
        }
        var mayHoldObjects = false
        for field in Mirror(reflecting: view).children {
            if let holder = field.value as? any ObservableHolder {
                guard Swift.type(of: holder).mayHoldObservable else { continue }
                mayHoldObjects = true
                if let object = holder.heldObservable { engine.observableRegistry.register(object) }
            } else if ViewNode.mayContainObjects(field.value) {
                mayHoldObjects = true
                for object in ObservableRegistry.observables(inside: field.value) {
                    engine.observableRegistry.register(object)
                }
            }
        }
        if !mayHoldObjects { ViewNode.typesWithoutObjectFields.insert(type) }
    }

    /// Registers through the view type's field plan: whether the type may hold objects at all, or
    /// `nil` when the type has no plan.
    private func registerPlannedObjects<Root>(of view: Root) -> Bool? {
        guard let plan = ViewFieldPlan.of(Root.self) else { return nil }
        for holder in plan.holders {
            if let object = holder(view).heldObservable { engine.observableRegistry.register(object) }
        }
        for container in plan.containers {
            let value = container(view)
            guard ViewNode.mayContainObjects(value) else { continue }
            for object in ObservableRegistry.observables(inside: value) { engine.observableRegistry.register(object) }
        }
        return !plan.holdsNoObjects
    }

    /// True when a stored value is an `@Observable` object, or an optional or collection that may
    /// hold one; an object that is not `@Observable` holds nothing the registry follows.
    /// Decided once per type: reflecting on a value is slow, and views are evaluated often.
    static func mayContainObjects(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = containerTypes[type] { return known }
        let style = Mirror(reflecting: value).displayStyle
        let answer = style == .class ? value is any Observable : style == .optional || style == .collection
        containerTypes[type] = answer
        return answer
    }

    private static var containerTypes: [ObjectIdentifier: Bool] = [:]

    /// View types with no property that could hold an object: not worth reflecting on again.
    private static var typesWithoutObjectFields = Set<ObjectIdentifier>()
}

/// A dynamic property that may hold an `@Observable` object.
@MainActor
protocol ObservableHolder {
    var heldObservable: AnyObject? { get }
    /// False when the held value's type can never be or contain an object (`@State var count = 0`).
    static var mayHoldObservable: Bool { get }
}

extension ObservableHolder {
    static var mayHoldObservable: Bool { true }
}

/// Value types that can hold no object, so a `@State` of one never holds an `@Observable`:
/// the runtime need not look inside it on every evaluation.
protocol PlainValue {}

extension Int: PlainValue {}
extension Double: PlainValue {}
extension Float: PlainValue {}
extension Bool: PlainValue {}
extension String: PlainValue {}
extension Character: PlainValue {}
extension Optional: PlainValue where Wrapped: PlainValue {}
extension Array: PlainValue where Element: PlainValue {}
extension Set: PlainValue where Element: PlainValue {}
extension Dictionary: PlainValue where Key: PlainValue, Value: PlainValue {}
