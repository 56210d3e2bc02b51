/// A scripted story told with one of the course's examples: mount a view, then act on it as a
/// user would (tap, type, push, dismiss) or as an app would (send an action to a store), step by
/// step. `checker demo <name>` runs it and prints, after every step, what the screen shows, which
/// sources of truth changed (old and new value) and which bodies were evaluated; `checker graph
/// <name>` draws the sources of truth its views own, read and bind to. Declare one with `#Demo`
/// beside the examples; `Demo.all` finds it. (Course tooling: SwiftUI has no counterpart.)
@MainActor
public struct Demo {
    /// What `checker demo <name>` calls it: `counter`.
    public let name: String
    /// The chapter whose examples it runs.
    public let chapter: Int
    /// One line saying what it shows.
    public let title: String
    /// The file that declares it, as `#fileID` spells it (`StateExamples/CounterDemo.swift`).
    public let fileID: String
    /// The line of the `#Demo`.
    public let line: Int
    /// Makes the story afresh (a new view, new objects, a new store) each time the demo runs.
    public let makeStory: @MainActor () -> DemoStory

    /// The demo `#Demo` expands into.
    public init(
        _ name: String, chapter: Int, title: String, fileID: String, line: Int,
        story: @escaping @MainActor () -> DemoStory
    ) {
        self.name = name
        self.chapter = chapter
        self.title = title
        self.fileID = fileID
        self.line = line
        self.makeStory = story
    }
}
