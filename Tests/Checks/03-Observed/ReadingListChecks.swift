// Hidden checks for observed-list-updates (Chapters/03-Observed/Exercises/ReadingList.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-list-updates: A list that never updates")
struct ReadingListChecks {
    @Test("a book added by other code appears on screen at once")
    func outsideChangesAppear() {
        let store = BookStore()
        let host = ViewHost(ReadingList(store: store))

        store.add("Piranesi")

        #expect(
            host.texts.contains("Piranesi") && host.texts.contains("1 books"),
            "store.add(\"Piranesi\") was called, but the screen does not show it. ReadingList must observe the store (@ObservedObject), and the store must announce changes (ObservableObject, @Published). The screen shows:\n\(host.render())"
        )
    }

    @Test("the Add button's book appears, after books that were already there")
    func buttonAddsAppear() throws {
        let store = BookStore()
        store.add("Emma")
        let host = ViewHost(ReadingList(store: store))

        try host.tap(.button("Add \"Dune\""))

        #expect(
            host.texts.contains("Dune") && host.texts.contains("2 books"),
            "After tapping Add \"Dune\" the screen should list Emma and Dune and say \"2 books\". The screen shows:\n\(host.render())"
        )
    }

    @Test("each change to the store re-evaluates ReadingList's body")
    func eachChangeReEvaluatesTheList() {
        let store = BookStore()
        let host = ViewHost(ReadingList(store: store))

        store.add("Piranesi")
        store.add("Middlemarch")

        let runs = host.updates.dropFirst().filter { $0.evaluatedBodies.contains("ReadingList") }.count
        #expect(
            runs >= 1 && host.texts.contains("2 books"),
            "Two books were added, but ReadingList's body \(runs == 0 ? "never ran again" : "did not show both"). The updates were:\n\(host.updates.dropFirst().map(\.description).joined(separator: "\n"))"
        )
    }
}
