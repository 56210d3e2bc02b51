import DataFlow
import Testing

// Everyday SwiftUI list code, as tutorials and courses write it, compiled with only
// `import DataFlow`, then mounted and driven.

private struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

/// A to-do list: ForEach($todos) with a toggle per row, swipe to delete, drag to reorder, add.
private struct TodoListView: View {
    @State private var todos = [
        TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog"), TodoItem(title: "Write code"),
    ]
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Add") {
                    HStack {
                        TextField("New to-do", text: $newTitle)
                        Button("Add") {
                            todos.append(TodoItem(title: newTitle))
                            newTitle = ""
                        }
                        .disabled(newTitle.isEmpty)
                    }
                }
                Section("To do") {
                    ForEach($todos) { $todo in
                        Toggle(todo.title, isOn: $todo.isDone)
                    }
                    .onDelete(perform: delete)
                    .onMove(perform: move)
                }
            }
            .navigationTitle("\(todos.filter { !$0.isDone }.count) left")
        }
    }

    func delete(at offsets: IndexSet) {
        todos.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        todos.move(fromOffsets: source, toOffset: destination)
    }
}

/// A contacts list with sections made by ForEach over a dictionary's sorted keys.
private struct ContactsView: View {
    let contacts = ["Ann", "Alex", "Bob", "Carla", "Chris"]
    var groups: [String: [String]] { Dictionary(grouping: contacts) { String($0.prefix(1)) } }

    var body: some View {
        List {
            ForEach(groups.keys.sorted(), id: \.self) { letter in
                Section(letter) {
                    ForEach(groups[letter] ?? [], id: \.self) { name in
                        Text(name)
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}

/// A list of rows with a subview taking a @Binding to its element: the row edits the array.
private struct ShoppingListView: View {
    struct Entry: Identifiable {
        let id: Int
        var name: String
        var quantity: Int
    }

    struct EntryRow: View {
        @Binding var entry: Entry
        var body: some View {
            Stepper("\(entry.name): \(entry.quantity)", value: $entry.quantity, in: 0...9)
        }
    }

    @State private var entries = [Entry(id: 1, name: "Apples", quantity: 2), Entry(id: 2, name: "Pears", quantity: 0)]

    var body: some View {
        VStack {
            List($entries) { $entry in
                EntryRow(entry: $entry)
            }
            Text("Items: \(entries.map(\.quantity).reduce(0, +))")
        }
    }
}

/// A master list with an optional selection, as a split view's sidebar uses it.
private struct MailboxesView: View {
    struct Mailbox: Identifiable, Hashable {
        let id: String
        let unread: Int
    }

    let mailboxes = [
        Mailbox(id: "Inbox", unread: 3), Mailbox(id: "Sent", unread: 0), Mailbox(id: "Archive", unread: 12),
    ]
    @State private var selection: Mailbox.ID?

    var body: some View {
        VStack {
            List(mailboxes, selection: $selection) { mailbox in
                HStack {
                    Label(mailbox.id, systemImage: "tray")
                    Spacer()
                    if mailbox.unread > 0 { Text("\(mailbox.unread)").foregroundStyle(.secondary) }
                }
            }
            Text(selection.map { "Showing \($0)" } ?? "No mailbox selected")
        }
    }
}

/// Numbered rows made with ForEach(items.indices, id: \.self), a common beginner pattern.
private struct LeaderboardView: View {
    @State private var players = ["Mia", "Leo", "Zoe"]

    var body: some View {
        VStack {
            ForEach(players.indices, id: \.self) { index in
                Text("\(index + 1). \(players[index])")
            }
            Button("Shuffle last to first") {
                players.move(fromOffsets: IndexSet(integer: players.count - 1), toOffset: 0)
            }
        }
    }
}

/// A grid of photos in a scroll view with adaptive columns.
private struct PhotoGridView: View {
    let photos = (1...6).map { "photo\($0)" }
    let columns = [GridItem(.adaptive(minimum: 100))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(photos, id: \.self) { photo in
                    Image(photo)
                        .resizable()
                        .scaledToFill()
                        .frame(height: 100)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }
            .padding()
        }
    }
}

/// A beginner's mistake: ForEach(0..<count) over a count that grows.
private struct DiceView: View {
    @State private var diceCount = 1

    var body: some View {
        VStack {
            Stepper("Dice: \(diceCount)", value: $diceCount, in: 1...6)
            HStack {
                ForEach(0..<diceCount) { _ in
                    Image(systemName: "die.face.5")
                }
            }
        }
    }
}

/// A horizontal carousel of cards in a horizontal scroll view with a lazy stack.
private struct CarouselView: View {
    let titles = ["Swift", "SwiftUI", "Combine"]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 16) {
                ForEach(titles, id: \.self) { title in
                    Text(title)
                        .font(.headline)
                        .padding()
                        .background(.blue.opacity(0.2), in: Capsule())
                }
            }
            .padding(.horizontal)
        }
    }
}

/// A list whose row deletion lives in an Edit-style multi selection (a Set of ids).
private struct BulkDeleteView: View {
    @State private var files = ["a.txt", "b.txt", "c.txt", "d.txt"]
    @State private var selected = Set<String>()

    var body: some View {
        VStack {
            List(selection: $selected) {
                ForEach(files, id: \.self) { Text($0) }
            }
            Button("Delete \(selected.count)") {
                files.removeAll { selected.contains($0) }
                selected.removeAll()
            }
            .disabled(selected.isEmpty)
        }
    }
}

@MainActor
@Suite("Snippets: collections")
struct CollectionSnippets {
    @Test("To-do list: a toggle writes its row's element through ForEach($todos), and the title recounts")
    func todoToggle() throws {
        let host = ViewHost(TodoListView())
        #expect(host.navigationTitle == "3 left")
        try host.toggle(.toggle("Walk the dog"))
        #expect(host.navigationTitle == "2 left")
    }

    @Test("To-do list: swipe-to-delete removes the row through onDelete and remove(atOffsets:)")
    func todoDelete() throws {
        let host = ViewHost(TodoListView())
        try host.delete(.toggle("Buy milk"))
        #expect(host.findAll(.kind(.toggle)).compactMap(\.label) == ["Walk the dog", "Write code"])
        #expect(host.navigationTitle == "2 left")
    }

    @Test("To-do list: dragging a row reorders the array through onMove and move(fromOffsets:toOffset:)")
    func todoMove() throws {
        let host = ViewHost(TodoListView())
        try host.move(.toggle("Write code"), toOffset: 0)
        #expect(host.findAll(.kind(.toggle)).compactMap(\.label) == ["Write code", "Buy milk", "Walk the dog"])
    }

    @Test("To-do list: the Add button is disabled until the field has text, then appends a row")
    func todoAdd() throws {
        let host = ViewHost(TodoListView())
        #expect(throws: DataFlowError.self) { try host.tap(.button("Add")) }
        try host.type("Call mom", into: .textField("New to-do"))
        try host.tap(.button("Add"))
        #expect(host.contains(.toggle("Call mom")))
        #expect(try host.find(.textField("New to-do")).value == "")
    }

    @Test("Contacts: nested ForEach builds one section per initial, in order")
    func contactsSections() throws {
        let host = ViewHost(ContactsView())
        #expect(host.texts == ["A", "Ann", "Alex", "B", "Bob", "C", "Carla", "Chris"])
        #expect(try host.find(.kind(.list)).attribute("listStyle") == "insetGrouped")
    }

    @Test("Shopping list: a row's @Binding to its element edits the parent's array")
    func shoppingRowBinding() throws {
        let host = ViewHost(ShoppingListView())
        try host.increment(.stepper("Pears: 0"))
        try host.increment(.stepper("Apples: 2"))
        #expect(host.contains(.text("Items: 4")))
    }

    @Test("Mailboxes: selecting a row writes its id to the optional selection")
    func mailboxSelection() throws {
        let host = ViewHost(MailboxesView())
        #expect(host.contains(.text("No mailbox selected")))
        try host.select(.label("Archive"))
        #expect(host.contains(.text("Showing Archive")))
    }

    @Test("Leaderboard: ForEach over indices renumbers rows after a move")
    func leaderboard() throws {
        let host = ViewHost(LeaderboardView())
        try host.tap(.button("Shuffle last to first"))
        #expect(Array(host.texts.prefix(3)) == ["1. Zoe", "2. Mia", "3. Leo"])
    }

    @Test("Photo grid: a LazyVGrid with adaptive columns shows every photo, resizable and clipped")
    func photoGrid() throws {
        let host = ViewHost(PhotoGridView())
        let images = host.findAll(.kind(.image))
        #expect(images.count == 6)
        #expect(
            images[0].line
                == "Image \"photo1\" resizable=true aspectRatio=fill frame=height:100 clipShape=RoundedRectangle(cornerRadius: 8)"
        )
        #expect(try host.find(.kind("LazyVGrid")).attribute("columns") == "[adaptive(minimum: 100)]")
    }

    @Test("Dice: ForEach(0..<count) keeps its first count and SwiftUI's warning is logged")
    func diceConstantRange() throws {
        let host = ViewHost(DiceView())
        try host.increment(.stepper())
        #expect(host.findAll(.image("die.face.5")).count == 1)
        #expect(host.warnings.count == 1)
        #expect(host.warnings[0].message.contains("count (2) != its initial count (1)"))
    }

    @Test("Carousel: a horizontal ScrollView with a LazyHStack of capsule cards")
    func carousel() throws {
        let host = ViewHost(CarouselView())
        #expect(host.texts == ["Swift", "SwiftUI", "Combine"])
        #expect(try host.find(.text("SwiftUI")).attribute("background") == "blue.opacity(0.2) in Capsule")
        #expect(try host.find(.kind(.scrollView)).attribute("axes") == "horizontal")
    }

    @Test("Bulk delete: a Set selection collects rows, and the button deletes them")
    func bulkDelete() throws {
        let host = ViewHost(BulkDeleteView())
        try host.select(.text("b.txt"))
        try host.select(.text("d.txt"))
        try host.tap(.button("Delete 2"))
        #expect(host.texts == ["a.txt", "c.txt", "Delete 0"])
    }
}
