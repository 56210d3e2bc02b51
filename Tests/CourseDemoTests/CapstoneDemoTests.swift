import CourseDemoKit
import DataFlow
import Foundation
import Testing

/// The capstone's demo: the whole app on one store, each step changing exactly the state the
/// lesson says (Chapters/07-Capstone/README.md, "The whole app, step by step").
@MainActor
@Suite("The capstone's demo (chapter 7)")
struct CapstoneDemoTests {
    /// The `changed AppFeature…` and `changed PrimeModalFeature…` lines of each step of the
    /// trace, the mount first, without the `changed ` and the ` (Store)`.
    private func storeChanges() async throws -> [[String]] {
        let trace = try await DemoOutputs().output(.trace, of: "capstone")
        var steps: [[String]] = []
        for line in trace.split(separator: "\n") {
            if line.first?.isNumber == true, line.contains(". ") {
                steps.append([])
            } else if let range = line.range(of: "changed "), line.contains("Feature."), !steps.isEmpty {
                steps[steps.count - 1].append(
                    String(line[range.upperBound...]).replacingOccurrences(of: " (Store)", with: ""))
            }
        }
        return steps
    }

    @Test(
        "each step changes the app's state as the lesson says: count, modal, favourite, dismiss one step after Done, loading, answer"
    )
    func stateChangesStepByStep() async throws {
        let changes = try await storeChanges()
        #expect(changes.count == 14)
        guard changes.count == 14 else { return }
        #expect(changes[2] == ["AppFeature.count: 0 → 1"])
        #expect(changes[3] == ["AppFeature.count: 1 → 2"])
        #expect(changes[4] == ["AppFeature.primeModal: nil → State(count: 2, isFavorite: false)"])
        #expect(changes[5].contains("AppFeature.favoritePrimes: [] → [2]"))
        #expect(changes[5].contains("PrimeModalFeature.isFavorite: false → true"))
        #expect(changes[6].isEmpty, "Done only starts the dismiss effect: \(changes[6])")
        #expect(changes[7] == ["AppFeature.primeModal: State(count: 2, isFavorite: true) → nil"])
        for step in [1, 8, 9, 10, 11] {
            #expect(changes[step].isEmpty, "navigating changes no store's state: step \(step), \(changes[step])")
        }
        #expect(changes[12] == ["AppFeature.isNthPrimeLoading: false → true"])
        #expect(changes[13] == ["AppFeature.isNthPrimeLoading: true → false", "AppFeature.nthPrime: nil → 3"])
    }

    @Test("the favourites screen shows what the modal saved, and the counter keeps its count after going back")
    func sharedStateOnBothScreens() async throws {
        let run = try await DemoOutputs().run("capstone")
        #expect(run.steps.count == 14)
        guard run.steps.count == 14 else { return }
        #expect(run.steps[9].screen.contains("FavoritePrimesView"))
        #expect(run.steps[9].screen.contains("Text \"2\""))
        #expect(run.steps[11].screen.contains("CounterView"))
        #expect(run.steps[11].screen.contains("Text \"2\""))
    }

    @Test("while the client has not answered the question is disabled and a ProgressView shows; then the answer does")
    func loadingStateOnScreen() async throws {
        let run = try await DemoOutputs().run("capstone")
        guard run.steps.count == 14 else {
            Issue.record("the demo has \(run.steps.count) steps")
            return
        }
        let loading = run.steps[12].screen
        #expect(loading.contains("Button \"What's the 2nd prime?\" disabled=true"))
        #expect(loading.contains("ProgressView"))
        let answered = run.steps[13].screen
        #expect(!answered.contains("disabled=true") && !answered.contains("ProgressView"))
        #expect(answered.contains("Text \"The 2nd prime is 3\""))
    }

    @Test("the graph: every screen reads the one AppFeature store; the modal's view writes its own store and the app's")
    func graph() async throws {
        let chart = try MermaidSyntax(try await DemoOutputs().output(.graph, of: "capstone"))
        let app = try #require(chart.nodes.first { $0.label.hasPrefix("AppFeature") })
        let modal = try #require(chart.nodes.first { $0.label.hasPrefix("PrimeModalFeature") })
        for name in ["ContentView", "CounterView", "FavoritePrimesView"] {
            let view = try #require(chart.nodes.first { $0.label == name })
            #expect(chart.edges.contains { $0.from == app.id && $0.to == view.id }, "\(name)")
        }
        let modalView = try #require(chart.nodes.first { $0.label == "IsPrimeModalView" })
        #expect(chart.edges.contains(.init(from: modalView.id, arrow: "-->", label: "writes", to: modal.id)))
        #expect(chart.edges.contains(.init(from: modalView.id, arrow: "-->", label: "writes", to: app.id)))
    }
}
