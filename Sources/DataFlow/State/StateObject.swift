/// An `ObservableObject` a view owns: SwiftUI's `@StateObject`.
///
/// The declaration's expression (`@StateObject private var store = MovieStore()`) is an
/// autoclosure: it runs once, when the view first appears at its identity, and the object lives as
/// long as that identity. Later view values made by a re-evaluated parent bring their own
/// autoclosures, and SwiftUI ignores them (Apple: "SwiftUI creates a new instance of the model
/// object only once during the lifetime of the container that declares the state object").
/// Like `@ObservedObject`, the view is re-evaluated after every `objectWillChange`.
@MainActor
@preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateObjectLocation<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(makeObject: thunk)
    }

    /// The object this view's identity owns. Before the view is mounted there is none: as in
    /// SwiftUI, each read then makes a new object, with a runtime warning.
    public var wrappedValue: ObjectType {
        if let object = location.object { return object }
        RuntimeWarnings.report(
            RuntimeWarning(
                "Accessing StateObject<\(ObjectType.self)>'s object without being installed on a View. This will create a new instance each time.",
                advice:
                    "A @StateObject is created by the host when the view is mounted: mount the view with ViewHost(YourView()) "
                    + "and act on it through the host, or pass the object in with @ObservedObject."))
        return location.makeObject()
    }

    /// `$store`: bindings to the object's properties, `$store.userName`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// The autoclosure a `StateObject` value was declared with, and, once installed, the object its
/// identity owns.
@MainActor
final class StateObjectLocation<ObjectType: ObservableObject> {
    let makeObject: () -> ObjectType
    var object: ObjectType?

    init(makeObject: @escaping () -> ObjectType) {
        self.makeObject = makeObject
    }
}

extension StateObject: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        let objectSlot = ObjectSlot.slot(in: node, at: slot, label: label)
        let object: ObjectType
        if let owned = objectSlot.ownedObject as? ObjectType {
            object = owned
        } else {
            object = DependencyTracker.outsideRendering { location.makeObject() }
            objectSlot.ownedObject = object
        }
        location.object = object
        node.engine.hold(object, in: node, slot: objectSlot)
    }
}

extension StateObject: ComparableInput {
    /// The object belongs to the node, not to the value the parent passes: never a new input.
    func isSameInput(as other: Any) -> Bool { true }
}

extension StateObject: ObjectReach {
    var heldObject: AnyObject? { location.object }
}
