extension Element {
    /// The same element with `extra` marks after its own (where a `Layout` placed it).
    func adding(_ extra: [Attribute]) -> Element {
        var element = self
        element.attributes += extra
        return element
    }
}
