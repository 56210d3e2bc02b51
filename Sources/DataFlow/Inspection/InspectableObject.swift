/// An object that says what kind of source of truth it is when the data flow is inspected or
/// traced, for models built on DataFlow that are neither `ObservableObject`s nor plain
/// `@Observable` classes. Composable's `Store` adopts it: a view holding `StoreOf<ContactsFeature>`
/// shows a `Store` named `ContactsFeature`, and its state changes appear in the update trace.
@MainActor
public protocol InspectableObject: AnyObject {
    /// The kind of source, as the graph and the trace show it: `Store`.
    var inspectionKind: String { get }
    /// The source's name: `ContactsFeature`.
    var inspectionName: String { get }
    /// The values that make up the object's state now, by name, for the update trace to compare
    /// after every action (it writes them as it writes `@State` values): `[("contacts", [])]`.
    var inspectionSnapshot: [(name: String, value: Any)] { get }
}

/// A binding's record of where it leads, readable without knowing its value type.
@MainActor
protocol InspectableBinding {
    var bindingOrigin: BindingOrigin? { get }
}

extension Binding: InspectableBinding {
    var bindingOrigin: BindingOrigin? { origin }
}
