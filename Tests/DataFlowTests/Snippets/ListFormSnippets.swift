import DataFlow
import Foundation
import Testing

// Lists and forms past the everyday, as Apple's documentation and Hacking with Swift write them,
// compiled with only `import DataFlow`, then mounted and driven.

private struct AlertSettingsForm: View {
    @State private var notifications = true
    @State private var username = ""
    var body: some View {
        Form {
            Section {
                Toggle("Notifications", isOn: $notifications)
            } header: {
                Text("Alerts")
            } footer: {
                Text("You can change this later.")
            }
            Section(header: Text("Account"), footer: Text("Shown to others")) {
                TextField("Username", text: $username)
            }
            Section {
                Text("Signed in")
            } footer: {
                Text("Footer only")
            }
        }
    }
}

private struct Inbox: View {
    @State private var messages = ["Hello", "Meeting", "Lunch"]
    @State private var pinned: [String] = []
    var body: some View {
        List {
            ForEach(messages, id: \.self) { message in
                Text(message)
                    .badge(pinned.contains(message) ? 1 : 0)
                    .swipeActions {
                        Button(role: .destructive) {
                            messages.removeAll { $0 == message }
                        } label: {
                            Label("Delete \(message)", systemImage: "trash")
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button("Pin \(message)") { pinned.append(message) }
                    }
            }
        }
    }
}

private struct ColorMenu: View {
    @State private var color = "red"
    var body: some View {
        VStack {
            Text("Color: \(color)")
                .contextMenu {
                    Button("Green") { color = "green" }
                    Button("Blue") { color = "blue" }
                }
            Menu("Options") {
                Button("Reset") { color = "red" }
                Menu("More") {
                    Button("Purple") { color = "purple" }
                }
            }
        }
    }
}

private struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

private struct ChoreList: View {
    @State private var chores = [Chore(title: "Dishes"), Chore(title: "Laundry"), Chore(title: "Trash")]
    var body: some View {
        NavigationStack {
            List($chores, editActions: .all) { $chore in
                Toggle(chore.title, isOn: $chore.done)
            }
            .toolbar { EditButton() }
        }
        EditModeLabel()
    }
}

private struct EditModeLabel: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing")
    }
}

private struct AboutForm: View {
    @State private var notes = ""
    @State private var bio = ""
    @State private var advanced = false
    var body: some View {
        Form {
            LabeledContent("Version", value: "1.0")
            LabeledContent("Build") { Text("42") }
            Link("Visit Apple", destination: URL(string: "https://www.apple.com")!)
            TextEditor(text: $notes)
            TextField("Bio", text: $bio, axis: .vertical)
                .lineLimit(3...5)
            Text("\(notes.count) characters")
            DisclosureGroup("Advanced", isExpanded: $advanced) {
                Text("Hidden option")
            }
            DisclosureGroup("More") { Text("Another option") }
        }
    }
}

private struct SearchResults: View {
    @State private var query = "zzz"
    let all = ["Apple", "Banana"]
    var body: some View {
        let results = all.filter { $0.localizedCaseInsensitiveContains(query) }
        VStack {
            TextField("Search", text: $query)
            if results.isEmpty {
                ContentUnavailableView.search(text: query)
            } else {
                List(results, id: \.self) { Text($0) }
            }
        }
    }
}

private struct Scoreboard: View {
    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Text("Name")
                Text("Score")
            }
            GridRow {
                Text("Ana")
                Text("10")
            }
        }
    }
}

private struct Person: Identifiable {
    let id = UUID()
    let name: String
    let email: String
}

private struct PeopleTable: View {
    let people = [Person(name: "Juan", email: "juan@example.com"), Person(name: "Mei", email: "mei@example.com")]
    @State private var selected: Person.ID?
    var body: some View {
        VStack {
            Table(people, selection: $selected) {
                TableColumn("Name", value: \.name)
                TableColumn("Email") { person in Text(person.email.uppercased()) }
            }
            Text("Selected: \(people.first { $0.id == selected }?.name ?? "none")")
        }
    }
}

private struct FruitSplit: View {
    @State private var selection: String?
    let fruits = ["Apple", "Banana"]
    var body: some View {
        NavigationSplitView {
            List(fruits, id: \.self, selection: $selection) { Text($0) }
        } detail: {
            Text(selection.map { "Detail: \($0)" } ?? "Pick a fruit")
        }
    }
}

@MainActor
@Suite("Lists and forms: sections, swipe actions, menus, edit mode, forms, grids, tables, split views")
struct ListFormSnippets {
    @Test("Section's footer shows under its rows, in all three spellings")
    func sectionFooters() {
        let host = ViewHost(AlertSettingsForm())
        #expect(
            host.texts == [
                "Alerts", "Notifications", "You can change this later.", "Account", "Shown to others", "Signed in",
                "Footer only",
            ])
    }

    @Test("a swipe action is tapped by its label and runs its button; badges show and 0 hides")
    func swipeActions() throws {
        let host = ViewHost(Inbox())
        try host.tap(.swipeAction("Pin Meeting"))
        #expect(try host.find(.text("Meeting")).attribute("badge") == "1")
        #expect(try host.find(.text("Hello")).attribute("badge") == nil)
        try host.tap(.swipeAction("Delete Hello"))
        #expect(!host.contains(.text("Hello")))
        #expect(host.contains(.text("Lunch")))
    }

    @Test("a context menu item and a nested menu's item are tapped by their labels")
    func menus() throws {
        let host = ViewHost(ColorMenu())
        try host.tap(.contextMenuItem("Blue"))
        #expect(host.contains(.text("Color: blue")))
        try host.tap(.menu("Options"))
        try host.tap(.menu("More"))
        try host.tap(.menuItem("Purple"))
        #expect(host.contains(.text("Color: purple")))
    }

    @Test("EditButton switches \\.editMode; List($items, editActions:) deletes and moves rows in Edit mode")
    func editMode() throws {
        let host = ViewHost(ChoreList())
        #expect(host.contains(.text("Viewing")))
        #expect(throws: DataFlowError.self) { try host.deleteInEditMode(.toggle("Laundry")) }
        try host.tap(.button("Edit"))
        #expect(host.contains(.text("Editing")))
        #expect(host.contains(.button("Done")))
        try host.deleteInEditMode(.toggle("Laundry"))
        try host.move(.toggle("Trash"), toOffset: 0)
        #expect(host.findAll(.kind(.toggle)).map(\.label) == ["Trash", "Dishes"])
        try host.tap(.button("Done"))
        #expect(host.editMode == .inactive)
    }

    @Test("LabeledContent, Link, TextEditor, TextField(axis:), DisclosureGroup")
    func formControls() throws {
        let host = ViewHost(AboutForm())
        #expect(try host.find(.labeledContent("Version")).value == "1.0")
        #expect(host.contains(.text("42")))
        try host.tap(.link("Visit Apple"))
        #expect(host.openedURLs == [URL(string: "https://www.apple.com")!])
        try host.type("Hi there", into: .textEditor())
        #expect(host.contains(.text("8 characters")))
        try host.type("Swift", into: .textField("Bio"))
        #expect(try host.find(.textField("Bio")).value == "Swift")
        #expect(!host.contains(.text("Hidden option")))
        try host.tap(.disclosureGroup("Advanced"))
        #expect(host.contains(.text("Hidden option")))
        try host.tap(.disclosureGroup("More"))
        #expect(host.contains(.text("Another option")))
    }

    @Test("ContentUnavailableView.search shows while nothing matches")
    func contentUnavailable() throws {
        let host = ViewHost(SearchResults())
        #expect(host.contains(.label("No Results for \u{201C}zzz\u{201D}")))
        try host.clearText(in: .textField("Search"))
        try host.type("an", into: .textField("Search"))
        #expect(!host.contains(.kind(.contentUnavailable)))
        #expect(host.contains(.text("Banana")))
    }

    @Test("Grid shows its rows in order; Table shows a row per value and selects by tap")
    func gridAndTable() throws {
        let grid = ViewHost(Scoreboard())
        #expect(grid.findAll(.kind(.gridRow)).map(\.texts) == [["Name", "Score"], ["Ana", "10"]])
        let table = ViewHost(PeopleTable())
        #expect(
            table.findAll(.kind(.tableRow)).map(\.texts) == [
                ["Juan", "JUAN@EXAMPLE.COM"], ["Mei", "MEI@EXAMPLE.COM"],
            ])
        #expect(table.contains(.text("Email")))
        try table.tap(.tableRow(containing: "Mei"))
        #expect(table.contains(.text("Selected: Mei")))
    }

    @Test("NavigationSplitView: selecting in the sidebar changes the detail")
    func splitView() throws {
        let host = ViewHost(FruitSplit())
        #expect(host.contains(.text("Pick a fruit")))
        try host.select(.text("Banana"))
        #expect(host.contains(.text("Detail: Banana")))
    }
}
