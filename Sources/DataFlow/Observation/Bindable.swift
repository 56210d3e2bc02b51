import Observation

/// Makes bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`.
///
/// `@Bindable var model: Profile` in a view, or `@Bindable var model = model` inside `body`, then
/// `TextField("Name", text: $model.name)`. It only makes bindings; the view already observes the
/// properties its body reads, without any wrapper.
@MainActor
@preconcurrency
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// `$model`: this wrapper, which makes bindings with `$model.name`.
    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the object: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        ObjectBinding.binding(to: wrappedValue, keyPath)
    }
}

extension Bindable: ObservableHolder {
    var heldObservable: AnyObject? { ObservableRegistry.observable(in: wrappedValue) }
}

extension State: ObservableHolder {
    var heldObservable: AnyObject? { location.storage.flatMap { ObservableRegistry.observable(in: $0.currentValue) } }
    static var mayHoldObservable: Bool { !(Value.self is any PlainValue.Type) }
}

extension Environment: ObservableHolder {
    var heldObservable: AnyObject? {
        guard case .found(let value)? = location.resolved else { return nil }
        return ObservableRegistry.observable(in: value)
    }
}
