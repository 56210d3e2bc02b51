import DataFlow
import Testing

/// Collections as SwiftUI shows them: ForEach and List over bindings, deleting and moving rows,
/// selection, and the constant-range rule.
@MainActor
@Suite("Collections")
struct CollectionTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct EditableRows: View {
        @State var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs"), Item(id: 3, title: "Bread")]
        var body: some View {
            List {
                ForEach($items) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
                .onDelete { offsets in items.remove(atOffsets: offsets) }
                .onMove { source, destination in items.move(fromOffsets: source, toOffset: destination) }
            }
        }
    }

    @Test("A binding to an array is a collection of bindings: $items[i] writes element i back into the array")
    func bindingIsACollection() {
        var storage = [1, 2, 3]
        let binding = Binding(get: { storage }, set: { storage = $0 })
        #expect(binding.count == 3)
        binding[1].wrappedValue = 20
        #expect(storage == [1, 20, 3])
        #expect(binding.map(\.wrappedValue) == [1, 20, 3])
    }

    @Test("ForEach($items) gives each row a binding to its own element; a toggle writes into the array")
    func forEachOverBinding() throws {
        let host = ViewHost(EditableRows())
        try host.toggle(.toggle("Eggs"))
        #expect(try host.find(.toggle("Eggs")).value == "on")
        #expect(try host.find(.toggle("Milk")).value == "off")
        #expect(host.lastUpdate?.changes.first?.source == "EditableRows.items")
    }

    @Test("Deleting a row calls onDelete with that row's offset; the ForEach's rows follow the data")
    func deleteRow() throws {
        let host = ViewHost(EditableRows())
        try host.delete(.toggle("Eggs"))
        #expect(host.findAll(.kind(.toggle)).compactMap(\.label) == ["Milk", "Bread"])
    }

    @Test("Moving a row calls onMove with SwiftUI's destination convention (before the move)")
    func moveRow() throws {
        let host = ViewHost(EditableRows())
        try host.move(.toggle("Milk"), toOffset: 3)
        #expect(host.findAll(.kind(.toggle)).compactMap(\.label) == ["Eggs", "Bread", "Milk"])
        try host.move(.toggle("Milk"), toOffset: 0)
        #expect(host.findAll(.kind(.toggle)).compactMap(\.label) == ["Milk", "Eggs", "Bread"])
    }

    @Test("Rows keep their state by id when another row is deleted")
    func rowStateFollowsIdentity() throws {
        struct Row: View {
            let title: String
            @State private var taps = 0
            var body: some View { Button("\(title) \(taps)") { taps += 1 } }
        }
        struct Rows: View {
            @State var names = ["a", "b", "c"]
            var body: some View {
                List {
                    ForEach(names, id: \.self) { Row(title: $0) }
                        .onDelete { names.remove(atOffsets: $0) }
                }
            }
        }
        let host = ViewHost(Rows())
        try host.tap(.button("c 0"))
        try host.delete(.button("a 0"))
        #expect(host.contains(.button("c 1")))
        #expect(!host.contains(.button("a 0")))
    }

    @Test("A ForEach without onDelete cannot delete rows, and the error says where onDelete goes")
    func deleteWithoutHandler() {
        struct Plain: View {
            var body: some View { List { ForEach(["x"], id: \.self) { Text($0) } } }
        }
        let host = ViewHost(Plain())
        #expect {
            try host.delete(.text("x"))
        } throws: { error in
            String(describing: error).contains("onDelete")
        }
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) behave as SwiftUI's collection extensions")
    func offsetOperations() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var numbers = [0, 1, 2, 3, 4]
        numbers.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(numbers == [2, 3, 0, 1, 4])
        numbers.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(numbers == [4, 2, 3, 0, 1])
    }

    @Test("ForEach over a range whose count changes logs SwiftUI's warning and keeps the initial rows")
    func nonConstantRange() throws {
        struct Counter: View {
            @State private var count = 2
            var body: some View {
                VStack {
                    Button("Add") { count += 1 }
                    ForEach(0..<count) { Text("Row \($0)") }
                }
            }
        }
        let host = ViewHost(Counter())
        #expect(host.warnings.isEmpty)
        try host.tap(.button("Add"))
        #expect(host.texts == ["Add", "Row 0", "Row 1"])
        let warning = try #require(host.warnings.first)
        #expect(warning.message.hasPrefix("ForEach<Range<Int>, Int, Text> count (3) != its initial count (2)."))
        #expect(warning.message.contains("`ForEach(_:content:)` should only be used for *constant* data."))
    }

    @Test("ForEach(_:id:) over a changing range follows the data without a warning")
    func identifiedRange() throws {
        struct Counter: View {
            @State private var count = 2
            var body: some View {
                VStack {
                    Button("Add") { count += 1 }
                    ForEach(0..<count, id: \.self) { Text("Row \($0)") }
                }
            }
        }
        let host = ViewHost(Counter())
        try host.tap(.button("Add"))
        #expect(host.texts == ["Add", "Row 0", "Row 1", "Row 2"])
        #expect(host.warnings.isEmpty)
    }

    @Test("List($items, id:) and ForEach($names, id: \\.self) hand each row a binding")
    func bindingListWithID() throws {
        struct Names: View {
            @State var names = ["Ann", "Bob"]
            var body: some View {
                VStack {
                    List($names, id: \.self) { $name in TextField("Name", text: $name) }
                    Text(names.joined(separator: ","))
                }
            }
        }
        let host = ViewHost(Names())
        try host.type("!", into: .textField("Name"))
        #expect(host.contains(.text("Ann!,Bob")))
    }

    @Test("List(selection:) writes the picked row's id to an optional selection")
    func singleSelection() throws {
        struct Picking: View {
            let items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
            @State private var selection: Int?
            var body: some View {
                VStack {
                    List(items, selection: $selection) { Text($0.title) }
                    Text("Selected: \(selection.map(String.init) ?? "none")")
                }
            }
        }
        let host = ViewHost(Picking())
        try host.select(.text("Two"))
        #expect(host.contains(.text("Selected: 2")))
        #expect(try host.find(.kind(.list)).value == "2")
    }

    @Test("List(selection:) with a Set toggles rows in and out of the selection")
    func multipleSelection() throws {
        struct Picking: View {
            @State private var selection = Set<String>()
            var body: some View {
                VStack {
                    List(selection: $selection) {
                        ForEach(["a", "b", "c"], id: \.self) { Text($0) }
                    }
                    Text("\(selection.sorted())")
                }
            }
        }
        let host = ViewHost(Picking())
        try host.select(.text("a"))
        try host.select(.text("c"))
        try host.select(.text("a"))
        #expect(host.contains(.text("[\"c\"]")))
    }
}
