/// A property that observes an `ObservableObject` someone else owns: SwiftUI's `@ObservedObject`.
///
/// The view is re-evaluated after every `objectWillChange` the object sends. The wrapper does not
/// own the object: it holds whatever object the view value was given. So an object created in the
/// declaration (`@ObservedObject var store = MovieStore()`) or in `init` is created again each time
/// the parent re-evaluates its body and makes a new view value, and what it held is lost (seed 000's
/// `MovieList`). Pass in an object owned elsewhere, or use `@StateObject` to own it.
@MainActor
@preconcurrency
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The observed object.
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// `$store`: makes bindings to the object's properties, `$store.userName`.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// Makes bindings to the properties of an observed object: SwiftUI's `ObservedObject.Wrapper`,
    /// what `$store` is for `@ObservedObject`, `@StateObject` and `@EnvironmentObject`.
    @MainActor
    @preconcurrency
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding that reads and writes `object[keyPath: keyPath]`: `$store.userName`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            ObjectBinding.binding(to: object, keyPath)
        }
    }
}

extension ObservedObject: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        node.engine.hold(wrappedValue, in: node, slot: ObjectSlot.slot(in: node, at: slot, label: label))
    }
}

extension ObservedObject: ObjectReach {
    var heldObject: AnyObject? { wrappedValue }
}

/// Bindings into objects: a getter and a setter on the object's property.
@MainActor
enum ObjectBinding {
    /// The binding has no identity: the object is the source of truth, and a view holding the
    /// binding is given a fresh one whenever the view observing the object is re-evaluated.
    static func binding<Object: AnyObject, Subject>(
        to object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>
    ) -> Binding<Subject> {
        Binding(
            get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }, identity: nil,
            origin: BindingOrigin(root: .object(ObjectIdentifier(object)), members: []).appending(keyPath))
    }
}
