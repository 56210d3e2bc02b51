/// An `ObservableObject` a view reads from its environment: SwiftUI's `@EnvironmentObject`.
///
/// An ancestor provides the object with `.environmentObject(store)`; every view below can declare
/// `@EnvironmentObject var store: UserStore` without it being passed through the views in between
/// (seed 000's `UserStore`, seed 001's "views that do not need the model"). Like `@ObservedObject`,
/// the view is re-evaluated after every `objectWillChange`. Reading it when no ancestor provided
/// one stops the app with SwiftUI's fatal error.
@MainActor
@preconcurrency
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = EnvironmentObjectLocation<ObjectType>()

    public init() {}

    /// The object an ancestor provided.
    public var wrappedValue: ObjectType {
        if let object = location.object { return object }
        EnvironmentFailure.missingEnvironmentObject(
            ObjectType.self, in: location.declaringView, property: location.propertyName)
    }

    /// `$store`: bindings to the object's properties, `$store.userName`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// What one `@EnvironmentObject` found when its view was installed.
@MainActor
final class EnvironmentObjectLocation<ObjectType: ObservableObject> {
    var object: ObjectType?
    var declaringView: String?
    var propertyName: String?
}

extension EnvironmentObject: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        location.declaringView = node.typeName
        location.propertyName = label
        let reading = EnvironmentReading.slot(in: node, at: slot, label: label, kind: "@EnvironmentObject") { values in
            values.environmentObjects[ObjectIdentifier(ObjectType.self)]
        }
        reading.lookupDescription = String(describing: ObjectType.self)
        location.object = reading.currentValue as? ObjectType
        if let object = location.object {
            node.engine.hold(object, in: node, slot: reading.objectSlot)
        }
    }
}

extension EnvironmentObject: ComparableInput {
    func isSameInput(as other: Any) -> Bool { true }
}

extension EnvironmentObject: ObjectReach {
    var heldObject: AnyObject? { location.object }
}

/// The fatal errors SwiftUI raises when a view reads an object its ancestors did not provide,
/// in SwiftUI's words, followed by what to do in DataFlow's.
enum EnvironmentFailure {
    static func missingEnvironmentObject<T>(_ type: T.Type, in view: String?, property: String?) -> Never {
        let name = String(describing: type)
        RuntimeError.fail(
            """
            No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view. \
            \(view ?? "A view") declares `@EnvironmentObject var \(property ?? "object"): \(name)`, but no view above it provides one. \
            Provide the existing \(name), the one an ancestor owns (its @StateObject), with `.environmentObject(store)` \
            on a view above \(view ?? "it"); a new one made there, `.environmentObject(\(name)())`, is an object nobody else changes. \
            A sheet or a pushed screen inherits it from the view that presents it.
            """)
    }

    static func missingObservable(describe: String, in view: String, property: String) -> Never {
        let name = describe.hasSuffix(".self") ? String(describe.dropLast(5)) : describe
        RuntimeError.fail(
            """
            No Observable object of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view. \
            \(view) declares `@Environment(\(name).self) var \(property)`, but no view above it provides one. \
            An @Observable object is provided with `.environment(object)`, not `.environmentObject`: provide the existing \(name), \
            the one an ancestor owns (its @State), with `.environment(object)` on a view above \(view); \
            a new one made there, `.environment(\(name)())`, is an object nobody else changes.
            """)
    }
}
