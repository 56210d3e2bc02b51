// What seed 003 (Point-Free #65, "SwiftUI and State Management, part 1") says about its app, and
// what seeds 003 and 002 say about the lifetime of @State.
import DataFlow
import Testing
@testable import StateExamples

@MainActor
@Suite("Point-Free's counter app (seed 003)")
struct CounterAppTests {
    @Test("the root screen is a navigation list, Counter demo and Favorite primes, titled State management")
    func rootScreen() throws {
        let host = ViewHost(rootView: ContentView())

        #expect(host.navigationTitle == "State management")
        #expect(host.contains(.link("Counter demo")))
        #expect(host.contains(.link("Favorite primes")))
        #expect(try host.find(.kind("List")).children.map(\.kind) == ["NavigationLink", "NavigationLink"])
    }

    @Test("the counter screen shows -, the count, +, Is this prime? and the ordinal prompt, in the title font")
    func counterScreen() throws {
        let host = ViewHost(ContentView())
        try host.follow(.link("Counter demo"))

        #expect(host.navigationTitle == "Counter demo")
        #expect(host.texts == ["-", "0", "+", "Is this prime?", "What's the 0th prime?"])
        #expect(try host.find(.kind("VStack")).attribute("font") == "title")
    }

    @Test("+ and - change the count, and the prompt follows with an ordinal: 1st, 2nd, 3rd, 4th")
    func countAndOrdinal() throws {
        let host = ViewHost(CounterView())
        var prompts: [String] = []
        for _ in 1...4 {
            try host.tap(.button("+"))
            prompts += host.texts.filter { $0.hasPrefix("What's") }
        }
        #expect(
            prompts == [
                "What's the 1st prime?", "What's the 2nd prime?", "What's the 3rd prime?", "What's the 4th prime?",
            ])

        try host.tap(.button("-"))
        #expect(host.texts.contains("3"))
    }

    @Test("changing the count is a @State change that re-evaluates CounterView, which reads it, not ContentView")
    func countIsLocalState() throws {
        let host = ViewHost(ContentView())
        try host.follow(.link("Counter demo"))

        try host.tap(.button("+"))

        let update = try #require(host.lastUpdate)
        #expect(update.changes.map(\.description) == ["CounterView.count (@State): 0 → 1"])
        #expect(update.evaluatedBodies == ["CounterView"])
    }

    @Test("leaving the counter screen resets the count: state's lifetime is the view's lifetime")
    func leavingTheScreenResetsTheCount() throws {
        let host = ViewHost(ContentView())
        try host.follow(.link("Counter demo"))
        for _ in 1...3 { try host.tap(.button("+")) }
        #expect(host.texts.contains("3"))

        try host.goBack()
        try host.follow(.link("Counter demo"))

        #expect(host.texts.contains("0"), "A new CounterView appeared with fresh state. Screen:\n\(host.render())")
        #expect(!host.texts.contains("3"))
    }
}
