import Foundation

/// One `ObservableObject` as a source of truth in one host. It listens to the object's
/// `objectWillChange` and re-evaluates the views that hold the object in `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject`: in SwiftUI observation of an `ObservableObject` is per
/// object, so holding the object is depending on all of it, whether the body reads a property or not.
@MainActor
final class ObservableObjectSource: SourceOfTruth {
    /// The object, while it lives.
    private(set) weak var object: AnyObject?
    private var subscription: AnyCancellable?

    init<Object: ObservableObject>(object: Object, engine: GraphEngine) {
        self.object = object
        super.init(kind: "ObservableObject", name: String(describing: Object.self), owner: nil, engine: engine)
        subscription = object.objectWillChange.sink { [weak self] _ in
            if MainActorThread.isCurrent {
                MainActor.assumeIsolated { self?.objectWillChange() }
            } else {
                let typeName = String(describing: Object.self)
                Task { @MainActor in self?.objectWillChangeOffMain(typeName: typeName) }
            }
        }
    }

    /// SwiftUI's warning for an object that announced a change from a background thread; the views
    /// update on the main actor anyway.
    private func objectWillChangeOffMain(typeName: String) {
        engine?.warn(
            RuntimeWarning(
                "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
                advice: "\(typeName) changed a @Published property (or sent objectWillChange) off the main thread. "
                    + "Change it on the main actor: mark the class @MainActor, or wrap the change in `await MainActor.run { ... }`."
            ))
        engine?.sourceDidChange(
            self,
            change: StateChange(
                source: name, kind: "objectWillChange from a background thread", oldValue: "", newValue: ""))
    }

    /// The trace names the `@Published` property being set (`MovieStore.movies (@Published): [] → [Up]`),
    /// or says that the object sent `objectWillChange` by hand.
    private func objectWillChange() {
        let change: StateChange
        if let published = PublishedChange.current {
            change = StateChange(
                source: "\(published.objectType).\(published.property)", kind: "@Published",
                oldValue: published.oldValue, newValue: published.newValue,
                animation: AnimationContext.current?.description)
        } else {
            change = StateChange(
                source: name, kind: "objectWillChange.send()", oldValue: "", newValue: "",
                animation: AnimationContext.current?.description)
        }
        engine?.sourceDidChange(self, change: change)
    }
}

extension GraphEngine {
    /// The source for `object` in this host, made the first time a view holds it.
    func source<Object: ObservableObject>(for object: Object) -> ObservableObjectSource {
        let id = ObjectIdentifier(object)
        // An identifier can be reused by a new object once the old one is gone: check the object.
        if let existing = objectSources[id], existing.object === object {
            return existing
        }
        let source = ObservableObjectSource(object: object, engine: self)
        objectSources[id] = source
        return source
    }

    /// Makes `node` depend on `object` through the property in `slot`, dropping the object that
    /// property held before, if it now holds another.
    func hold<Object: ObservableObject>(_ object: Object, in node: ViewNode, slot: ObjectSlot) {
        if let current = slot.source, current.object === object { return }
        if let previous = slot.source {
            previous.removeReader(node)
            // An object no view holds any more (an @ObservedObject made again by a parent) is forgotten.
            if previous.readers.isEmpty, let old = previous.object, objectSources[ObjectIdentifier(old)] === previous {
                objectSources[ObjectIdentifier(old)] = nil
            }
        }
        let source = source(for: object)
        source.addReader(node)
        slot.source = source
    }
}

/// What a view's `@ObservedObject`, `@StateObject` or `@EnvironmentObject` keeps in its node:
/// the source it depends on, and, for `@StateObject`, the object itself.
@MainActor
final class ObjectSlot: DynamicPropertySlot {
    let propertyName: String?
    var source: ObservableObjectSource?
    /// The object a `@StateObject` created, once per identity.
    var ownedObject: AnyObject?

    init(propertyName: String) {
        self.propertyName = propertyName
    }

    static func slot(in node: ViewNode, at index: Int, label: String) -> ObjectSlot {
        if let existing = node.slots[index] as? ObjectSlot { return existing }
        let slot = ObjectSlot(propertyName: label)
        node.slots[index] = slot
        return slot
    }
}

/// Something a node keeps for one of its dynamic properties, named for `_printChanges()`.
@MainActor
protocol DynamicPropertySlot: AnyObject {
    var propertyName: String? { get }
}

extension SourceOfTruth: DynamicPropertySlot {}

/// A dynamic property that holds an object, so that `_printChanges()` can name it (`_model`).
@MainActor
protocol ObjectReach {
    var heldObject: AnyObject? { get }
}
