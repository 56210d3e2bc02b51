import DataFlow
import Testing

/// What seed 002 says about `@State`, stated one claim at a time.
@MainActor
@Suite("@State (seed 002)")
struct StateTests {
    /// A parent whose own state re-creates its child's struct on every change.
    struct Parent: View {
        @State private var generation = 0
        var body: some View {
            VStack {
                Text("generation \(generation)")
                Button("Rebuild") { generation += 1 }
                Counter(label: "generation \(generation)")
            }
        }
    }

    struct Counter: View {
        let label: String
        @State private var count = 0
        var body: some View {
            HStack {
                Text("\(label): \(count)")
                Button("+") { count += 1 }
            }
        }
    }

    @Test("State is kept outside the view struct: it survives the parent re-creating the struct")
    func stateSurvivesReCreation() throws {
        let host = ViewHost(Parent())
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        try host.tap(.button("Rebuild"))
        #expect(host.contains(.text("generation 1: 2")), "\(host.render())")
    }

    @Test("Changing state updates the view that owns it, and nothing that did not read it")
    func changeReEvaluatesOwner() throws {
        let host = ViewHost(Parent())
        try host.tap(.button("+"))
        #expect(host.lastUpdate?.evaluatedBodies == ["Counter"])
        #expect(host.lastUpdate?.changes.map(\.description) == ["Counter.count (@State): 0 → 1"])
    }

    @Test("A changed let input re-creates the child with the new input, keeping its state")
    func letInputFlowsDown() throws {
        let host = ViewHost(Parent())
        try host.tap(.button("+"))
        try host.tap(.button("Rebuild"))
        #expect(host.lastUpdate?.evaluatedBodies == ["Parent", "Counter"])
        #expect(host.contains(.text("generation 1: 1")))
    }

    @Test("Each view instance has its own private state")
    func instancesHaveOwnState() throws {
        struct TwoCounters: View {
            var body: some View {
                VStack {
                    Counter(label: "a")
                    Counter(label: "b")
                }
            }
        }
        let host = ViewHost(TwoCounters())
        try host.tap(.button("+"))
        #expect(host.texts.filter { $0 != "+" } == ["a: 1", "b: 0"])
    }

    @Test("Writing the same value again changes nothing and evaluates no body")
    func equalWriteIsNotAChange() throws {
        struct Setter: View {
            @State private var value = 1
            var body: some View {
                Button("Set 1") { value = 1 }
                Text("\(value)")
            }
        }
        let host = ViewHost(Setter())
        let before = host.updates.count
        try host.tap(.button("Set 1"))
        #expect(host.updates.count == before)
    }

    @Test("Several writes in one action are one update")
    func writesInOneActionAreOneUpdate() throws {
        struct Twice: View {
            @State private var a = 0
            @State private var b = 0
            var body: some View {
                Button("Both") {
                    a += 1; b += 1
                }
                Text("\(a) \(b)")
            }
        }
        let host = ViewHost(Twice())
        try host.tap(.button("Both"))
        #expect(host.lastUpdate?.changes.count == 2)
        #expect(host.lastUpdate?.evaluatedBodies == ["Twice"])
    }
}
