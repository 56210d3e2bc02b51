/// What a demo does: the view it mounts, then its steps, in order.
///
///     DemoStory(PlayerView(episode: .example), steps: [
///         .tap(.button("play.circle")),
///         .tap(.button("pause.circle")),
///     ])
@MainActor
public struct DemoStory {
    /// Mounts the demo's view in a fresh host.
    public let mount: @MainActor () -> ViewHost
    /// The steps, in order.
    public let steps: [DemoStep]

    /// A story that mounts `view`, then runs `steps`.
    public init<Root: View>(_ view: @autoclosure @escaping @MainActor () -> Root, steps: [DemoStep]) {
        self.mount = { ViewHost(view()) }
        self.steps = steps
    }
}
