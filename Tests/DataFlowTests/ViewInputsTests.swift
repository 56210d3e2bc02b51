import DataFlow
import Testing

/// `host.inputs(of:)` names each stored property a view declares and its kind, as SwiftUI tells
/// dynamic properties (`@State`, `@Binding`) from plain ones by reflecting on the view's fields.
@MainActor
@Suite("A view's declared inputs")
struct ViewInputsTests {
    struct Badge: View {
        let score: Int
        var caption = "points"
        var body: some View { Text("\(score) \(caption)") }
    }

    struct Editor: View {
        @Binding var score: Int
        let onReset: @MainActor () -> Void
        var body: some View { Button("+1") { score += 1 } }
    }

    struct Board: View {
        @State private var score = 3
        var body: some View {
            VStack {
                Badge(score: score)
                Editor(score: $score) { score = 0 }
            }
        }
    }

    @Test(
        "plain let and var properties (closures too) are values; @State and @Binding are named without their underscore"
    )
    func kindsAndNames() throws {
        let host = ViewHost(Board())

        #expect(try host.inputs(of: .view(Board.self)) == [ViewInput(name: "score", kind: .state)])
        #expect(
            try host.inputs(of: .view(Badge.self)) == [
                ViewInput(name: "score", kind: .value), ViewInput(name: "caption", kind: .value),
            ])
        #expect(
            try host.inputs(of: .view(Editor.self)) == [
                ViewInput(name: "score", kind: .binding), ViewInput(name: "onReset", kind: .value),
            ])
        #expect(try host.inputs(of: .view(Editor.self)).map(\.description) == ["score: @Binding", "onReset: let/var"])
    }

    @Test("asking for a built-in view's inputs, or a view that is not shown, is an error that says so")
    func errors() {
        let host = ViewHost(Board())

        #expect(throws: DataFlowError.self) { try host.inputs(of: .view(Text.self)) }
        #expect(throws: DataFlowError.self) { try host.inputs(of: .view(ViewInputsTests.Missing.self)) }
    }

    struct Missing: View {
        var body: some View { EmptyView() }
    }
}

/// The update trace writes values as a learner wrote them.
@MainActor
@Suite("Values in the update trace")
struct TraceValueTests {
    struct Item: Equatable {
        var name: String
        var isPacked = false
    }

    struct Basket: View {
        @State private var items = [Item(name: "Tea")]
        @State private var picked: Item?

        var body: some View {
            VStack {
                Button("pack") { items[0].isPacked = true }
                Button("pick") { picked = items[0] }
                Button("drop") { picked = nil }
            }
        }
    }

    @Test("an optional is shown as nil or as its value, not Optional(...); elements carry no module name")
    func optionalsAndArrays() throws {
        let host = ViewHost(Basket())

        try host.tap(.button("pack"))
        #expect(
            host.lastUpdate?.changes.map(\.description)
                == [
                    #"Basket.items (@State): [Item(name: "Tea", isPacked: false)] → [Item(name: "Tea", isPacked: true)]"#
                ])
        try host.tap(.button("pick"))
        #expect(
            host.lastUpdate?.changes.map(\.description) == [
                #"Basket.picked (@State): nil → Item(name: "Tea", isPacked: true)"#
            ])
        try host.tap(.button("drop"))
        #expect(
            host.lastUpdate?.changes.map(\.description) == [
                #"Basket.picked (@State): Item(name: "Tea", isPacked: true) → nil"#
            ])
    }

    enum Choice: Equatable {
        case none
        case one(Item)
        case pair(first: Item, count: Int)
    }

    struct Chooser: View {
        @State private var choice = Choice.none

        var body: some View {
            VStack {
                Button("one") { choice = .one(Item(name: "Tea")) }
                Button("pair") { choice = .pair(first: Item(name: "Tea"), count: 2) }
            }
        }
    }

    @Test("an enum case's payload carries no module name")
    func enumPayloads() throws {
        let host = ViewHost(Chooser())

        try host.tap(.button("one"))
        #expect(
            host.lastUpdate?.changes.map(\.description) == [
                #"Chooser.choice (@State): none → one(Item(name: "Tea", isPacked: false))"#
            ])
        try host.tap(.button("pair"))
        #expect(
            host.lastUpdate?.changes.map(\.description) == [
                #"Chooser.choice (@State): one(Item(name: "Tea", isPacked: false)) → pair(first: Item(name: "Tea", isPacked: false), count: 2)"#
            ])
    }

    @Test("a host describes itself by the view it mounted")
    func hostDescription() {
        #expect(String(describing: ViewHost(Basket())) == "ViewHost(Basket)")
    }
}
