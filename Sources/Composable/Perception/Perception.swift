import DataFlow

/// swift-perception's namespace for its back-ports of Observation's tools (re-exported by TCA), as
/// code targeting iOS 16 spells them: `@Perception.Bindable var store: StoreOf<Feature>`. Where
/// Observation is available they are Observation's and SwiftUI's own; here, DataFlow's.
public enum Perception {
    /// `@Perception.Bindable`: SwiftUI's `@Bindable` (DataFlow's), making `$store.field` bindings.
    public typealias Bindable<Value> = DataFlow.Bindable<Value>
}
