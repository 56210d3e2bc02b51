extension View {
    /// Changes an environment value for the views inside, starting from the value this view sees:
    /// SwiftUI's `transformEnvironment(_:transform:)`, `.transformEnvironment(\.font) { $0 = $0 ?? .headline }`.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// Whether the app's scene is in front of the user: SwiftUI's `ScenePhase`, read as
/// `@Environment(\.scenePhase)`. A host's scene is `.active` unless a test sets another phase with
/// `.environment(\.scenePhase, .background)`: headless, nothing moves an app to the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
    /// The phase of the scene the view is in: SwiftUI's `scenePhase`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The font set for the views inside with `.environment(\.font, ...)` or `transformEnvironment(\.font)`:
    /// SwiftUI's `font` environment value, read with `@Environment(\.font)`. DataFlow's texts show
    /// the marks of `.font(_:)` modifiers; this value is for views that read it.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}
