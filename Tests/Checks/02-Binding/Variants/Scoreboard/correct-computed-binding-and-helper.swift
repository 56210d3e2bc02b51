// Correct: Scoreboard hands the editor a Binding(get:set:) written by hand, the badge's text comes
// from a helper property, and Reset calls a method.
import DataFlow

/// A score with a badge that shows it, an editor that changes it, and a reset button.
struct Scoreboard: View {
    @State private var score: Int

    init(score: Int = 0) {
        _score = State(initialValue: score)
    }

    private func reset() {
        score = 0
    }

    var body: some View {
        VStack {
            ScoreBadge(score: score)
            ScoreEditor(score: Binding(get: { score }, set: { score = $0 }))
            Button("Reset", action: reset)
        }
    }
}

/// Shows a score in large type. Read-only, so a plain property: the parent re-creates the badge
/// with the new score whenever it changes.
struct ScoreBadge: View {
    let score: Int

    private var caption: String { "\(score) points" }

    var body: some View {
        Text(caption)
            .font(.largeTitle)
    }
}

/// Changes a score by one, down or up. Read-write, so a binding to a score it does not own.
struct ScoreEditor: View {
    @Binding var score: Int

    var body: some View {
        HStack {
            Button("-1") { score -= 1 }
            Button("+1") { score += 1 }
        }
    }
}
