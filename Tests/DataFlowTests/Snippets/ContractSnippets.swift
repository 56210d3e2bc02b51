import DataFlow
import Foundation
import Testing

// Combine's ObservableObject contract, `onReceive(Just(...))`, and `@AppStorage`/`@SceneStorage`,
// as Hacking with Swift, Point-Free and Apple's documentation write them.

/// Hacking with Swift, "How to send state updates manually using objectWillChange": no
/// `@Published`, no declared publisher; `willSet` sends the synthesized one.
private final class UserProgress: ObservableObject {
    var score = 0 {
        willSet { objectWillChange.send() }
    }
}

private struct ScoreView: View {
    @ObservedObject var progress: UserProgress
    var body: some View {
        VStack {
            Text("Your score is \(progress.score)")
            Button("Increase Score") { progress.score += 1 }
        }
    }
}

/// A class that declares its own publisher keeps it (WWDC19's `PodcastPlayerStore`).
private final class OwnPublisherStore: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var title = "" {
        didSet { objectWillChange.send() }
    }
}

/// The long-copied idiom for limiting a `TextField`: `onReceive(Just(text))` trims what is typed.
private struct LimitedField: View {
    @State private var text = ""
    let limit = 5
    var body: some View {
        TextField("Code", text: $text)
            .onReceive(Just(text)) { newValue in
                if newValue.count > limit { text = String(newValue.prefix(limit)) }
            }
        Text("Typed: \(text)")
    }
}

private struct ReceiveCounter: View {
    let subject: PassthroughSubject<Int, Never>
    @State private var received: [Int] = []
    @State private var renders = 0
    var body: some View {
        VStack {
            Text("Received \(received.map(String.init).joined(separator: ","))")
            Button("Render again") { renders += 1 }
            Text("Renders \(renders)")
        }
        .onReceive(subject) { received.append($0) }
    }
}

private struct Greeting: View {
    @AppStorage("contract.username") private var username = "Anonymous"
    var body: some View {
        VStack {
            Text("Welcome, \(username)")
            Button("Log in") { username = "Taylor" }
        }
    }
}

private struct ExplicitStoreGreeting: View {
    static let suite = UserDefaults(suiteName: "dataflow.contract.explicit")!
    @AppStorage("name", store: ExplicitStoreGreeting.suite) private var name = "nobody"
    var body: some View { Text("Name: \(name)") }
}

/// `store:` given a defaults object made in the declaration, as Apple's documentation writes it
/// for an app group: a new `UserDefaults` for the same suite on every render.
private struct GroupCounter: View {
    @AppStorage("taps", store: UserDefaults(suiteName: "dataflow.contract.group")) private var taps = 0
    var body: some View {
        Button("Taps: \(taps)") { taps += 1 }
    }
}

private struct TabMemory: View {
    @State private var showsEditor = true
    var body: some View {
        VStack {
            Button("Toggle editor") { showsEditor.toggle() }
            if showsEditor { DraftEditor() }
        }
    }
}

private struct DraftEditor: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View {
        TextField("Draft", text: $draft)
        Text("Draft: \(draft)")
    }
}

@MainActor
@Suite("Combine's contract, onReceive, and storage as SwiftUI has them", .serialized)
struct ContractSnippets {
    @Test("an ObservableObject without @Published has one objectWillChange for its whole life")
    func synthesizedPublisherIsStable() {
        let progress = UserProgress()
        #expect(progress.objectWillChange === progress.objectWillChange)
        var sent = 0
        let token = progress.objectWillChange.sink { sent += 1 }
        progress.score = 1
        progress.score = 2
        #expect(sent == 2)
        token.cancel()
        #expect(UserProgress().objectWillChange !== progress.objectWillChange)
    }

    @Test("willSet { objectWillChange.send() } on a class with no @Published updates the view observing it")
    func willSetUpdatesTheView() throws {
        let host = ViewHost(ScoreView(progress: UserProgress()))
        try host.tap(.button("Increase Score"))
        try host.tap(.button("Increase Score"))
        #expect(host.contains(.text("Your score is 2")))
    }

    @Test("a class that declares its own objectWillChange keeps it")
    func declaredPublisherIsKept() {
        let store = OwnPublisherStore()
        var sent = 0
        let token = store.objectWillChange.sink { sent += 1 }
        store.title = "Up"
        #expect(sent == 1)
        token.cancel()
    }

    @Test("onReceive(Just(text)) sees every new text: the publisher given on a re-render is subscribed anew")
    func justIsSubscribedAnew() throws {
        let host = ViewHost(LimitedField())
        try host.type("abcdefgh", into: .textField("Code"))
        #expect(host.contains(.text("Typed: abcde")))
    }

    @Test("an equal long-lived publisher is not subscribed again on a re-render")
    func sameSubjectIsNotResubscribed() throws {
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(ReceiveCounter(subject: subject))
        try host.tap(.button("Render again"))
        try host.tap(.button("Render again"))
        subject.send(7)
        #expect(host.contains(.text("Received 7")))
        #expect(host.contains(.text("Renders 2")))
    }

    @Test("values sent off the main actor reach onReceive on the main actor")
    func valuesHopToTheMainActor() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(ReceiveCounter(subject: subject))
        let sending = UncheckedBox(subject)
        await Task.detached { sending.value.send(3) }.value
        for _ in 0..<100 where !host.contains(.text("Received 3")) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(host.contains(.text("Received 3")))
    }

    @Test("@AppStorage writes UserDefaults.standard, and a write to the defaults from outside updates the view")
    func appStorageIsUserDefaults() throws {
        UserDefaults.standard.removeObject(forKey: "contract.username")
        let host = ViewHost(Greeting())
        #expect(host.contains(.text("Welcome, Anonymous")))
        try host.tap(.button("Log in"))
        #expect(UserDefaults.standard.string(forKey: "contract.username") == "Taylor")
        UserDefaults.standard.set("Adele", forKey: "contract.username")
        host.settle()
        #expect(host.contains(.text("Welcome, Adele")))
        UserDefaults.standard.removeObject(forKey: "contract.username")
        host.settle()
        #expect(host.contains(.text("Welcome, Anonymous")))
    }

    @Test(".defaultAppStorage gives a host its own defaults; store: names one explicitly")
    func defaultAppStorageIsHonoured() throws {
        let suite = UserDefaults(suiteName: "dataflow.contract.\(UUID().uuidString)")!
        let host = ViewHost(Greeting().defaultAppStorage(suite))
        try host.tap(.button("Log in"))
        #expect(suite.string(forKey: "contract.username") == "Taylor")
        #expect(UserDefaults.standard.string(forKey: "contract.username") == nil)

        ExplicitStoreGreeting.suite.set("Kim", forKey: "name")
        let explicit = ViewHost(ExplicitStoreGreeting().defaultAppStorage(suite))
        #expect(explicit.contains(.text("Name: Kim")))
        ExplicitStoreGreeting.suite.removeObject(forKey: "name")
        explicit.settle()
        #expect(explicit.contains(.text("Name: nobody")))
    }

    @Test("@AppStorage(_:store:) with a suite made in the declaration counts across renders and hosts")
    func storeMadeInTheDeclaration() throws {
        let suite = UserDefaults(suiteName: "dataflow.contract.group")!
        suite.removeObject(forKey: "taps")
        let host = ViewHost(GroupCounter())
        try host.tap(.button("Taps: 0"))
        try host.tap(.button("Taps: 1"))
        #expect(host.contains(.button("Taps: 2")))
        #expect(suite.integer(forKey: "taps") == 2)
        #expect(ViewHost(GroupCounter()).contains(.button("Taps: 2")))
        suite.removeObject(forKey: "taps")
    }

    @Test("@SceneStorage survives its view leaving and coming back; another scene has its own")
    func sceneStorageIsPerScene() throws {
        let host = ViewHost(TabMemory())
        try host.type("Hello", into: .textField("Draft"))
        try host.tap(.button("Toggle editor"))
        #expect(!host.contains(.text("Draft: Hello")))
        try host.tap(.button("Toggle editor"))
        #expect(host.contains(.text("Draft: Hello")))
        let other = ViewHost(TabMemory())
        #expect(other.contains(.text("Draft: ")))
    }
}

/// Hands a value to another task in a test.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
