import Foundation

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults { .standard }
}

extension EnvironmentValues {
    /// The defaults `@AppStorage` properties without a `store:` use below: `UserDefaults.standard`
    /// unless set with `.defaultAppStorage(_:)`.
    public var defaultAppStorage: UserDefaults {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the defaults of every `@AppStorage` below that names no store: SwiftUI's
    /// `defaultAppStorage(_:)`. Tests give each host its own suite this way, so nothing one
    /// writes is seen by another: `.defaultAppStorage(UserDefaults(suiteName: "test-1")!)`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
