// Hidden checks for observed-list-updates (Chapters/03-Observed/Exercises/ReadingList.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-list-updates: A list that never updates")
struct ReadingListChecks {
    /// ko: 다른 코드가 추가한 책이 곧바로 화면에 나타납니다
    @Test("a book added by other code appears on screen at once")
    func outsideChangesAppear() {
        let store = BookStore()
        let host = ViewHost(ReadingList(store: store))

        store.add("Piranesi")

        #expect(
            host.texts.contains("Piranesi") && host.texts.contains("1 books"),
            Comment(
                en:
                    "store.add(\"Piranesi\") was called, but the screen does not show it. ReadingList must observe the store (@ObservedObject), and the store must announce changes (ObservableObject, @Published). The screen shows:\n\(host.render())",
                ko:
                    "store.add(\"Piranesi\")를 호출했는데 화면에 보이지 않습니다. ReadingList는 스토어를 관찰해야 하고(@ObservedObject), 스토어는 변경을 알려야 합니다(ObservableObject, @Published). 화면:\n\(host.render())"
            )
        )
    }

    /// ko: Add 버튼으로 추가한 책이 이미 있던 책들 뒤에 나타납니다
    @Test("the Add button's book appears, after books that were already there")
    func buttonAddsAppear() throws {
        let store = BookStore()
        store.add("Emma")
        let host = ViewHost(ReadingList(store: store))

        try host.tap(.button("Add \"Dune\""))

        #expect(
            host.texts.contains("Dune") && host.texts.contains("2 books"),
            Comment(
                en:
                    "After tapping Add \"Dune\" the screen should list Emma and Dune and say \"2 books\". The screen shows:\n\(host.render())",
                ko: "Add \"Dune\"을 탭한 뒤에는 화면에 Emma와 Dune이 나열되고 \"2 books\"가 보여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 스토어가 바뀔 때마다 ReadingList의 body가 재평가됩니다
    @Test("each change to the store re-evaluates ReadingList's body")
    func eachChangeReEvaluatesTheList() {
        let store = BookStore()
        let host = ViewHost(ReadingList(store: store))

        store.add("Piranesi")
        store.add("Middlemarch")

        let runs = host.updates.dropFirst().filter { $0.evaluatedBodies.contains("ReadingList") }.count
        #expect(
            runs >= 1 && host.texts.contains("2 books"),
            Comment(
                en:
                    "Two books were added, but ReadingList's body \(runs == 0 ? "never ran again" : "did not show both"). The updates were:\n\(host.updates.dropFirst().map(\.description).joined(separator: "\n"))",
                ko:
                    "책 두 권을 추가했는데 ReadingList의 body가 \(runs == 0 ? "다시 실행되지 않았습니다" : "두 권을 모두 보여 주지 않았습니다"). 업데이트:\n\(host.updates.dropFirst().map(\.description).joined(separator: "\n"))"
            )
        )
    }
}
