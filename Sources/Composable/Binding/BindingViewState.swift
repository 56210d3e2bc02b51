import DataFlow

/// A bindable field of a view's own state struct, made from a `BindingViewStore`: TCA's
/// `@BindingViewState` (1.2–1.6), for views that observe a `ViewState` rather than the whole
/// feature state.
///
///     struct ViewState: Equatable {
///         @BindingViewState var name: String
///         init(bindingViewStore: BindingViewStore<Feature.State>) {
///             self._name = bindingViewStore.$name
///         }
///     }
///     WithViewStore(store, observe: ViewState.init) { viewStore in
///         TextField("Name", text: viewStore.$name)
///     }
///
/// Two are equal when both the value they were made with and their current value are, as in TCA,
/// so that a view store's `removeDuplicates` sees a field change.
@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'.")
@MainActor
@preconcurrency
@dynamicMemberLookup
@propertyWrapper
public struct BindingViewState<Value> {
    let binding: Binding<Value>
    let initialValue: Value

    init(binding: Binding<Value>) {
        self.binding = binding
        self.initialValue = binding.wrappedValue
    }

    /// The field's current value; setting it sends the binding action.
    public var wrappedValue: Value {
        get { binding.wrappedValue }
        nonmutating set { binding.wrappedValue = newValue }
    }

    /// The binding, for a control: `viewStore.$name`.
    public var projectedValue: Binding<Value> { binding }

    /// A member of the field, still bindable: `bindingViewStore.$settings.isOn`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> BindingViewState<Subject> {
        BindingViewState<Subject>(binding: binding[dynamicMember: keyPath])
    }
}

@available(*, deprecated, message: "Derive bindings directly from stores using '@ObservableState'.")
extension BindingViewState: Equatable where Value: Equatable {
    // View states are compared on the main actor, by the view store observing them.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated {
            lhs.initialValue == rhs.initialValue && lhs.wrappedValue == rhs.wrappedValue
        }
    }
}
