extension View {
    /// Runs `action` after the view first appears at its identity: SwiftUI's `onAppear(perform:)`.
    /// It runs after the update that created the view, so it may change state (seed 000 loads a
    /// form from the store this way).
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modified(ModifierEffect(onAppear: action))
    }

    /// Runs `action` after the view's identity leaves the tree: SwiftUI's `onDisappear(perform:)`.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modified(ModifierEffect(onDisappear: action))
    }
}
