@testable import Composable
import DataFlow
import Testing

/// `ForEach(store.$syncUps) { $syncUp in … }`, as TCA's SyncUps tutorial writes it: a shared
/// collection is a collection of shared elements, and a closure parameter spelled `$name` receives
/// each one, with `name` its current value and `$name` the `Shared` that writes through.
@MainActor
@Suite struct SharedForEachTests {
    @Test func aDollarParameterReceivesEachElementAsShared() {
        let notes = Shared(
            value: IdentifiedArrayOf<Note>(uniqueElements: [Note(id: 0, text: "a"), Note(id: 1, text: "b")]))
        var rows: [Shared<Note>] = []
        let host = ViewHost(
            List {
                ForEach(notes) { $note in
                    Text(note.text)
                        .onAppear { rows.append($note) }
                }
            })
        #expect(host.findAll(.text("a")).count == 1)
        #expect(host.findAll(.text("b")).count == 1)
        #expect(rows.count == 2)
        // The row's `$note` writes through to the collection it came from.
        rows[1].withLock { $0.text = "B" }
        #expect(notes.wrappedValue[id: 1]?.text == "B")
    }
}
