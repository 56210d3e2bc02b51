import DataFlow
import Testing

/// The iOS 13 text field that reports its editing, as Apple declares it:
/// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:oneditingchanged:oncommit:)
/// ("onEditingChanged: The action to perform when the user begins editing text and after the user
/// finishes editing text"; "onCommit: An action to perform when the user performs an action (for
/// example, when the user presses the Return key) while the text field has focus").
@MainActor
@Suite struct TextFieldEditingActionsTests {
    @MainActor
    final class Log {
        var events: [String] = []
    }

    struct CitySearch: View {
        let log: Log
        @State private var city = ""
        @State private var note = ""
        @State private var searched = "nothing"
        var body: some View {
            VStack {
                TextField(
                    "Search", text: $city,
                    onEditingChanged: { isEditing in log.events.append("editing \(isEditing)") },
                    onCommit: {
                        log.events.append("commit \(city)")
                        searched = city
                    })
                TextField("Note", text: $note)
                Text("Weather for \(searched)")
            }
            .onSubmit { log.events.append("submit") }
        }
    }

    @Test func editingBeginsOnceEndsOnSubmitAndCommitRunsBeforeOnSubmit() throws {
        let log = Log()
        let host = ViewHost(CitySearch(log: log))
        try host.type("Oslo", into: .textField("Search"))
        #expect(log.events == ["editing true"])
        try host.submit(in: .textField("Search"))
        #expect(log.events == ["editing true", "commit Oslo", "submit", "editing false"])
        #expect(host.texts.contains("Weather for Oslo"))
    }

    @Test func typingIntoAnotherFieldEndsTheEditing() throws {
        let log = Log()
        let host = ViewHost(CitySearch(log: log))
        try host.type("Bergen", into: .textField("Search"))
        try host.type("rainy", into: .textField("Note"))
        #expect(log.events == ["editing true", "editing false"])
        try host.type("!", into: .textField("Search"))
        #expect(log.events == ["editing true", "editing false", "editing true"])
    }
}
