import DataFlow
import Foundation
import Testing

/// The Observation framework with SwiftUI: views depend on the properties they read.
@MainActor
@Suite("Observation: @Observable, @Bindable, @Environment(Type.self)")
struct ObservationTests {
    @Test(
        "A view reading one property of an @Observable object is not re-evaluated when another changes; the trace names the property"
    )
    func onlyReadersOfTheChangedProperty() throws {
        let host = ViewHost(ProfileDashboard())
        try host.tap(.button("Visit"))
        let update = try #require(host.lastUpdate)
        #expect(update.evaluatedBodies == ["VisitsLabel"])
        #expect(update.changes.map(\.description) == ["Profile.visits (@Observable): 0 → 1"])
        #expect(host.contains(.text("visits 1")))
        try host.tap(.button("Rename"))
        #expect(host.lastUpdate?.evaluatedBodies == ["NameLabel"])
        #expect(host.contains(.text("name Bo")))
    }

    @Test("A change nobody reads re-evaluates nothing, and the trace still shows it")
    func unreadChangeIsTraced() {
        let profile = Profile()
        let host = ViewHost(NameLabel(profile: profile))
        profile.visits = 3
        let update = host.lastUpdate
        #expect(update?.changes.map(\.description) == ["Profile.visits (@Observable): 0 → 3"])
        #expect(update?.evaluatedBodies.isEmpty == true)
    }

    @Test("@Bindable makes bindings to an @Observable object's properties: typing writes them")
    func bindableBindings() throws {
        let host = ViewHost(ProfileDashboard())
        try host.clearText(in: .textField("Name"))
        try host.type("Cy", into: .textField("Name"))
        #expect(host.contains(.text("name Cy")))
    }

    @Test("@Bindable var model = model inside body makes bindings too")
    func localBindable() throws {
        let profile = Profile()
        let host = ViewHost(LocalBindableEditor(profile: profile))
        try host.type("!", into: .textField("Local name"))
        #expect(profile.name == "Ann!")
    }

    @Observable
    final class Counter {
        nonisolated(unsafe) static var made = 0
        var count = 0
        init() { Counter.made += 1 }
    }

    struct CounterOwner: View {
        @State private var counter = Counter()
        var body: some View {
            Button("count \(counter.count)") { counter.count += 1 }
        }
    }

    @Test(
        "@State holding an @Observable keeps its first instance for the identity, though the initial expression runs again on every parent update"
    )
    func stateHoldingObservable() throws {
        Counter.made = 0
        let host = ViewHost(MovieScreen { CounterOwner() })
        try host.tap(.button("count 0"))
        try host.tap(.button("Refresh"))
        try host.tap(.button("Refresh"))
        #expect(host.contains(.button("count 1")), "the first Counter is kept")
        #expect(
            Counter.made == 3,
            "SwiftUI's @State evaluates `Counter()` for each new view value and discards the extra ones")
    }

    @Test(
        ".environment(object) provides an @Observable to @Environment(Type.self); readers update on the properties they read"
    )
    func environmentObservable() {
        let profile = Profile()
        let host = ViewHost(VStack { EnvironmentNameLabel() }.environment(profile))
        #expect(host.contains(.text("env name Ann")))
        profile.name = "Di"
        #expect(host.contains(.text("env name Di")))
        #expect(host.lastUpdate?.evaluatedBodies == ["EnvironmentNameLabel"])
    }

    @Test("@Environment(Type.self) declared optional reads nil when no ancestor provides the object")
    func optionalEnvironmentObservable() {
        #expect(ViewHost(OptionalEnvironmentLabel()).contains(.text("no profile")))
        #expect(ViewHost(OptionalEnvironmentLabel().environment(Profile())).contains(.text("Ann")))
    }

    @Test("_printChanges reports a change through Observation as @dependencies")
    func printChangesDependencies() throws {
        struct Printing: View {
            var profile: Profile
            var body: some View {
                let _ = Self._printChanges()
                Text(profile.name)
            }
        }
        let profile = Profile()
        let host = ViewHost(Printing(profile: profile))
        profile.name = "Ed"
        #expect(host.printedChanges.last == "Printing: @dependencies changed.")
    }

    @Test("A view stops depending on a property its body no longer reads")
    func dependenciesFollowTheLatestBody() throws {
        struct Switching: View {
            var profile: Profile
            @State private var showName = true
            var body: some View {
                VStack {
                    Text(showName ? profile.name : "hidden")
                    Button("Hide") { showName = false }
                }
            }
        }
        let profile = Profile()
        let host = ViewHost(Switching(profile: profile))
        try host.tap(.button("Hide"))
        profile.name = "Zed"
        #expect(host.lastUpdate?.evaluatedBodies.isEmpty == true)
    }

    @Test("A missing @Environment(Type.self) object stops the app with SwiftUI's message")
    func missingObservableEnvironment() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await ViewHost(EnvironmentNameLabel())
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "No Observable object of type Profile found. A View.environmentObject(_:) for Profile may be missing as an ancestor of this view."
            ))
        #expect(message.contains("EnvironmentNameLabel declares `@Environment(Profile.self) var profile`"))
    }

    @Observable
    final class SheetModel {
        var showsSheet = false
    }

    @Test(
        "A sheet bound to an @Observable property ($model.showsSheet) is presented and dismissed as the property changes"
    )
    func sheetFollowsObservableProperty() throws {
        struct Presenting: View {
            @Bindable var model: SheetModel
            var body: some View {
                Text("content")
                    .sheet(isPresented: $model.showsSheet) { Text("sheet") }
            }
        }
        let model = SheetModel()
        let host = ViewHost(Presenting(model: model))
        model.showsSheet = true
        #expect(host.isPresentingSheet)
        try host.dismissSheet()
        #expect(model.showsSheet == false)
        #expect(!host.isPresentingSheet)
    }
}
