/// A stored property of a view whose value comes from outside the view struct: SwiftUI's
/// `DynamicProperty`. `State`, `Binding`, `ObservedObject`, `StateObject`, `EnvironmentObject` and
/// `Environment` conform. The host connects the built-in ones to their storage itself (found with
/// `Mirror`, as SwiftUI finds them), before each body evaluation.
public protocol DynamicProperty {
    /// SwiftUI calls this before a body is evaluated. DataFlow's built-in properties need no call,
    /// and the runtime does not call it yet; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
