/// A stored property of a view whose value comes from outside the view struct: SwiftUI's
/// `DynamicProperty`. `State` and `Binding` conform; later chapters add observed objects and
/// environment values. The host connects the built-in ones to their storage itself, before each
/// body evaluation.
public protocol DynamicProperty {
    /// SwiftUI calls this before a body is evaluated. DataFlow's built-in properties need no call,
    /// and the runtime does not call it yet; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
