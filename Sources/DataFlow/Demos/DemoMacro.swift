/// Declares a demo beside a chapter's examples: a story `checker demo <name>` runs and
/// `checker graph <name>` draws. Write it at the top level of a file; `Demo.all` finds it, so
/// adding a demo is adding a file.
///
///     #Demo("counter", chapter: 1, title: "A counter's @State") {
///         DemoStory(CounterView(), steps: [
///             .tap(.button("+")),
///         ])
///     }
@freestanding(declaration)
public macro Demo(_ name: String, chapter: Int, title: String, story: @escaping @MainActor () -> DemoStory) =
    #externalMacro(module: "DataFlowMacros", type: "DemoMacro")
