// Exercise env-custom-key: A custom environment value, overridden for a subtree
//
// Task: `EpisodeCell` should show itself compactly ("Ep. 3") inside the sidebar and in full
// ("Episode 3: Data Flow (45 min)") everywhere else, without a parameter for it: the way Text
// follows `.font` set on a stack around it, the cell should follow a value set on the subtree it
// is in. The environment key `CompactKey` and `EnvironmentValues.isCompact` are declared for you.
// Read it in the cell with `@Environment(\.isCompact)`, and set it for the sidebar's VStack only
// with `.environment(\.isCompact, true)`.
//
// Done when: the sidebar's cells are compact and the main list's cell is not; and a cell anywhere
// follows `.environment(\.isCompact, ...)` set on any view above it.
//
// From: Kodeco, "Understanding Data Flow in SwiftUI", "Environment Variables": environment values
// "are more like key-value pairs", and SwiftUI uses them "to manage the settings of a view and its
// children". See Chapters/04-Environment/README.md, section 4.
//
// Run: swift run checker check env-custom-key
import DataFlow

/// Whether views should show themselves in their compact form.
struct CompactKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside a subtree that asked for compact views.
    var isCompact: Bool {
        get { self[CompactKey.self] }
        set { self[CompactKey.self] = newValue }
    }
}

/// One episode: "Episode 3: Data Flow (45 min)", or "Ep. 3" when compact.
struct EpisodeCell: View {
    let number: Int
    let title: String
    let minutes: Int

    var body: some View {
        // TODO: read isCompact from the environment and show "Ep. <number>" when it is true.
        Text("Episode \(number): \(title) (\(minutes) min)")
    }
}

/// A sidebar of compact cells next to the full list.
struct EpisodeLayout: View {
    var body: some View {
        HStack {
            VStack {
                Text("Sidebar")
                EpisodeCell(number: 1, title: "Data Flow", minutes: 45)
                EpisodeCell(number: 2, title: "Combine", minutes: 38)
            }
            // TODO: the sidebar's cells should be compact.
            VStack {
                Text("Main")
                EpisodeCell(number: 1, title: "Data Flow", minutes: 45)
            }
        }
    }
}
