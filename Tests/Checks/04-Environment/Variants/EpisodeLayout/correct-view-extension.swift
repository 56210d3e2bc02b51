// Correct: a `compact()` view modifier wraps `.environment(\.isCompact, true)`, as SwiftUI's own modifiers wrap environment values.
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

extension View {
    /// Shows the views inside in their compact form.
    func compact() -> some View {
        environment(\.isCompact, true)
    }
}

/// One episode: "Episode 3: Data Flow (45 min)", or "Ep. 3" when compact.
struct EpisodeCell: View {
    let number: Int
    let title: String
    let minutes: Int
    @Environment(\.isCompact) private var isCompact

    var body: some View {
        Text(isCompact ? "Ep. \(number)" : "Episode \(number): \(title) (\(minutes) min)")
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
            .compact()
            VStack {
                Text("Main")
                EpisodeCell(number: 1, title: "Data Flow", minutes: 45)
            }
        }
    }
}
