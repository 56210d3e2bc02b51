/// What a demo does: the view it mounts, then its steps, in order.
///
///     DemoStory(PlayerView(episode: .example)) {
///         .tap(.button("play.circle"))
///         .tap(.button("pause.circle"))
///     }
@MainActor
public struct DemoStory {
    /// Mounts the demo's view in a fresh host.
    public let mount: @MainActor () -> ViewHost
    /// The steps, in order.
    public let steps: [DemoStep]

    /// A story that mounts `view`, then runs `steps`.
    public init<Root: View>(_ view: @autoclosure @escaping @MainActor () -> Root, @DemoStepBuilder steps: () -> [DemoStep]) {
        self.mount = { ViewHost(view()) }
        self.steps = steps()
    }
}

/// Collects a story's steps, written one per line with a leading dot: `.tap(.button("+"))`.
@resultBuilder
public enum DemoStepBuilder {
    public static func buildExpression(_ step: DemoStep) -> [DemoStep] { [step] }
    public static func buildBlock(_ steps: [DemoStep]...) -> [DemoStep] { steps.flatMap { $0 } }
    public static func buildArray(_ steps: [[DemoStep]]) -> [DemoStep] { steps.flatMap { $0 } }
    public static func buildOptional(_ steps: [DemoStep]?) -> [DemoStep] { steps ?? [] }
    public static func buildEither(first steps: [DemoStep]) -> [DemoStep] { steps }
    public static func buildEither(second steps: [DemoStep]) -> [DemoStep] { steps }
}
