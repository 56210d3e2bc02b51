// Wrong: isCompact is set on the whole HStack, so the main list is compact too.
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
            VStack {
                Text("Main")
                EpisodeCell(number: 1, title: "Data Flow", minutes: 45)
            }
        }
        .environment(\.isCompact, true)
    }
}
