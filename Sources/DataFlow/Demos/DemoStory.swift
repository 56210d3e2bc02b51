/// What a demo does: the view it mounts, then its steps, in order, and optionally a value the
/// transcript shows after each step.
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
    /// What the transcript prints after the mount and after every step besides the screen, as
    /// `label: value`: a state the screen does not show whole, such as a navigation stack's path
    /// (only its top screen is on screen). Nil when the story watches nothing.
    public let watch: (label: String, value: @MainActor () -> String)?

    /// A story that mounts `view`, then runs `steps`.
    public init<Root: View>(_ view: @autoclosure @escaping @MainActor () -> Root, steps: [DemoStep]) {
        self.mount = { ViewHost(view()) }
        self.steps = steps
        self.watch = nil
    }

    /// A story that mounts `view`, runs `steps`, and after each one shows `value()` under `label`:
    ///
    ///     DemoStory(ContactsView(store: store), steps: [.push(.link("Blob"))], watching: "path") {
    ///         store.path.ids.map(\.description).joined(separator: ", ")
    ///     }
    public init<Root: View>(
        _ view: @autoclosure @escaping @MainActor () -> Root, steps: [DemoStep], watching label: String,
        _ value: @escaping @MainActor () -> String
    ) {
        self.mount = { ViewHost(view()) }
        self.steps = steps
        self.watch = (label, value)
    }
}
