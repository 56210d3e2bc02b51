// Exercise state-counter: A tally counter
//
// Task: make `TallyCounter` count. It owns a count that starts at 0 and shows, in one row, a "-"
// button, the count as a Text ("0", "1", "-2"...), and a "+" button. "+" adds one, "-" takes one
// away; the count may go below zero.
//
// Done when: the row reads "-", "0", "+" at first, taps on "+" and "-" change the number shown,
// and every tap is one @State change that re-evaluates TallyCounter's body.
//
// From: Point-Free #65, CounterView's `-`/`+` buttons and label;
// see Chapters/01-State/Examples/CounterView.swift.
//
// Run: swift run checker check state-counter
import DataFlow

/// A row of "-", the current count, and "+".
struct TallyCounter: View {
    // TODO: declare the count this view owns.

    var body: some View {
        HStack {
            Button(action: { /* TODO: take one away */  }) {
                Text("-")
            }
            Text("TODO")  // TODO: show the count
            Button(action: { /* TODO: add one */  }) {
                Text("+")
            }
        }
    }
}
