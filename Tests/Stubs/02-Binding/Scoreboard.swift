// Exercise binding-let-or-binding: Read-only or read-write
//
// Task: `Scoreboard` owns a score and shows it with two reusable components. `ScoreBadge` only
// displays the score; `ScoreEditor` has "-1" and "+1" buttons that change it. Choose the right
// kind of input for each, as the WWDC19 session explains: a component that only reads takes a plain
// property (`let`), one that reads and writes takes a `@Binding`. As shipped, the badge keeps a
// private copy in `@State` (so it goes stale when the score changes) and the editor gets a value
// it cannot write.
//
// Done when: the editor's buttons change Scoreboard's score; the badge follows every change,
// including Reset; Scoreboard.score is the only state the trace ever shows changing; and each
// component declares the input the rule asks for (the checks read ScoreBadge's and ScoreEditor's
// stored properties: a plain property in the badge, a @Binding in the editor).
//
// From: WWDC19 session 226 ("Data Flow Through SwiftUI", "read-only data" and "read-write data":
// Swift properties for read-only data, @Binding for read-write, like Toggle's isOn).
//
// Run: swift run checker check binding-let-or-binding
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
            // TODO: give the editor what it needs to change the score.
            ScoreEditor(score: score)
            Button("Reset") { score = 0 }
        }
    }
}

/// Shows a score in large type. It never changes the score.
struct ScoreBadge: View {
    // TODO: is @State the right input for a value this view only displays?
    @State var score: Int

    var body: some View {
        Text("\(score) points")
            .font(.largeTitle)
    }
}

/// Changes a score by one, down or up.
struct ScoreEditor: View {
    // TODO: a read-only input cannot be written; choose the input that can.
    let score: Int

    var body: some View {
        HStack {
            Button("-1") {
                // TODO: lower the score by one.
            }
            Button("+1") {
                // TODO: raise the score by one.
            }
        }
    }
}
