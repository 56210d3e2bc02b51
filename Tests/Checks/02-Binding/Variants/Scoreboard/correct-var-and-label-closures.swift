// Correct: the badge takes a plain `var`, the editor's buttons use Button { } label: { } and
// `score = score + 1`.
import DataFlow

/// A score with a badge that shows it, an editor that changes it, and a reset button.
struct Scoreboard: View {
    @State private var score: Int

    init(score: Int = 0) {
        _score = State(initialValue: score)
    }

    var body: some View {
        VStack {
            ScoreBadge(score: score)
            ScoreEditor(score: $score)
            Button("Reset") { score = 0 }
        }
    }
}

/// Shows a score in large type. Read-only, so a plain property: the parent re-creates the badge
/// with the new score whenever it changes.
struct ScoreBadge: View {
    var score: Int

    var body: some View {
        Text("\(score) points")
            .font(.largeTitle)
    }
}

/// Changes a score by one, down or up. Read-write, so a binding to a score it does not own.
struct ScoreEditor: View {
    @Binding var score: Int

    var body: some View {
        HStack {
            Button {
                score = score - 1
            } label: {
                Text("-1")
            }
            Button {
                score = score + 1
            } label: {
                Text("+1")
            }
        }
    }
}
