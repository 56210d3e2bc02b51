/// A stored property of a view that the runtime keeps up to date before each body evaluation:
/// SwiftUI's `DynamicProperty`. `State` and `Binding` conform; later chapters add observed
/// objects and environment values.
public protocol DynamicProperty {
    /// Called before the body is evaluated. The default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
