extension View {
    /// Runs `action` with a value computed from the view's geometry whenever that value changes:
    /// SwiftUI's `onGeometryChange(for:of:action:)` (iOS 18), recorded as `onGeometryChange=Double`
    /// (the value's type). Headless views have no geometry that changes, so `action` never runs.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        attributed("onGeometryChange", "\(T.self)")
    }

    /// The same, given the old and new values: SwiftUI's `onGeometryChange(for:of:action:)`.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        attributed("onGeometryChange", "\(T.self)")
    }
}
