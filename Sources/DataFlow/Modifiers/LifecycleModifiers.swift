extension View {
    /// Runs `action` when the view comes on screen: SwiftUI's `onAppear(perform:)`. That is when
    /// its identity first appears, and again whenever it is uncovered: going back to a screen that
    /// a pushed screen covered, selecting its tab again. It runs after the update that showed the
    /// view, so it may change state (seed 000 loads a form from the store this way).
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modified(ModifierEffect(onAppear: action))
    }

    /// Runs `action` when the view leaves the screen: SwiftUI's `onDisappear(perform:)`. That is
    /// when its identity leaves the tree (its state is then gone), and also when it is covered by a
    /// pushed screen or its tab is switched away from (its state is then kept).
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modified(ModifierEffect(onDisappear: action))
    }
}
