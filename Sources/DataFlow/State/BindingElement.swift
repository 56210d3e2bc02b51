extension Binding where Value: MutableCollection, Value.Index: Hashable {
    /// A binding to one element of a bound collection: `$tasks[index]`, as SwiftUI spells it
    /// through `Binding`'s collection conformance. Writing it writes the whole collection back.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        self[dynamicMember: \Value[position]]
    }
}
