/// A view that changes the environment of the views inside it: what `.environment(\.key, value)`,
/// `.environmentObject(_:)` and `.environment(object)` return (SwiftUI's environment-writing
/// modifiers). When it changes what it writes, the views below that read a changed value are
/// re-evaluated, and only those.
public struct EnvironmentWriter<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let transform: @MainActor (inout EnvironmentValues) -> Void
}

extension EnvironmentWriter: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let isUpdate = node.environmentTransform != nil
        node.environmentTransform = transform
        if isUpdate {
            node.engine.recheckEnvironment(below: node)
        }
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Sets an environment value for this view and the views inside it: SwiftUI's `environment(_:_:)`,
    /// `.environment(\.colorScheme, .dark)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Provides an `ObservableObject` to this view and every view inside it, read with
    /// `@EnvironmentObject`: SwiftUI's `environmentObject(_:)`. Sheets and pushed screens presented
    /// from inside inherit it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWriter(content: self) { $0.environmentObjects[ObjectIdentifier(T.self)] = object }
    }

    /// Provides an `@Observable` object to this view and every view inside it, read with
    /// `@Environment(T.self)`: SwiftUI's `environment(_:)` for Observation.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self) { $0.observableObjects[ObjectIdentifier(T.self)] = object }
    }
}
