import DataFlow

extension Binding {
    /// A SwiftUI binding to a shared value: reading it reads the value, setting it changes the value
    /// under its lock as `withLock` does (swift-sharing's `Binding.init(_:)`, in
    /// `Sources/Sharing/SharedBinding.swift`; its "Migrating to 2.8" article gives
    /// `Toggle("Enabled", isOn: Binding(settings.$isEnabled))`).
    @MainActor
    public init(_ base: Shared<Value>) {
        self.init(get: { base.wrappedValue }, set: { newValue in base.withLock { $0 = newValue } })
    }
}
