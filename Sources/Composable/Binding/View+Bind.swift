import DataFlow

/// A value a view can read and write without owning it: TCA's `_Bindable`, which lets
/// `bind(_:to:)` take a `Binding` or a `FocusState.Binding` on either side.
@MainActor
public protocol _Bindable {
    associatedtype Value
    var wrappedValue: Value { get nonmutating set }
}

extension Binding: _Bindable {}
extension FocusState.Binding: _Bindable {}

extension View {
    /// Keeps a value of the model and a value only a view can hold (most often a `@FocusState`)
    /// equal: TCA's `bind(_:to:)`, as in `.bind($store.focus, to: $focus)`. As TCA documents it
    /// ("Form focus: a better approach" in Building SyncUps, and `View.bind(_:to:)`), the view's
    /// value takes the model's when the view appears and whenever the model's changes, and the
    /// model's takes the view's whenever the view's changes; equal values are not written again.
    public func bind<ModelValue: _Bindable, ViewValue: _Bindable>(
        _ modelValue: ModelValue, to viewValue: ViewValue
    ) -> some View where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
        self
            .onAppear {
                if viewValue.wrappedValue != modelValue.wrappedValue {
                    viewValue.wrappedValue = modelValue.wrappedValue
                }
            }
            .onChange(of: modelValue.wrappedValue) { _, newValue in
                if viewValue.wrappedValue != newValue { viewValue.wrappedValue = newValue }
            }
            .onChange(of: viewValue.wrappedValue) { _, newValue in
                if modelValue.wrappedValue != newValue { modelValue.wrappedValue = newValue }
            }
    }
}
