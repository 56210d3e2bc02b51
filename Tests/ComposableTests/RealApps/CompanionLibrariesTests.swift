import Composable
import DataFlow
import Foundation
import Testing

/// What TCA re-exports from its companion libraries and real apps lean on, each as its library
/// documents it: swift-issue-reporting's `isTesting` and `unimplemented` for any endpoint
/// (`Sources/IssueReporting/IsTesting.swift`, `Unimplemented.swift`), swift-concurrency-extras'
/// `AsyncStream.finished`/`.never` (`Sources/ConcurrencyExtras/AsyncStream.swift`),
/// swift-perception's `WithPerceptionTracking` and `@Perception.Bindable` (its README), and
/// swift-sharing's `Binding($shared)` (`Sources/Sharing/SharedBinding.swift`).
@MainActor
@Suite struct CompanionLibrariesTests {
    @Test func isTestingHoldsInATest() {
        #expect(isTesting)
    }

    struct User: Equatable { var name: String }

    /// A client of synchronous endpoints, as an app's data manager declares one.
    struct DataManager {
        var fetchUser: () throws -> User?
        var addUser: (User) throws -> User
        var count: (String, Int) -> Int
        var refresh: () async -> Void
    }

    @Test func unimplementedMakesEveryKindOfEndpointAndReportsTheCall() async {
        let manager = DataManager(
            fetchUser: unimplemented("DataManager.fetchUser"),
            addUser: unimplemented("DataManager.addUser"),
            count: unimplemented("DataManager.count", placeholder: 0),
            refresh: unimplemented("DataManager.refresh"))
        let messages = await IssueReporter.capturing {
            #expect(throws: (any Error).self) { try manager.fetchUser() }
            #expect(throws: (any Error).self) { try manager.addUser(User(name: "Blob")) }
            #expect(manager.count("a", 1) == 0)
            await manager.refresh()
        }
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.first?.contains("DataManager.fetchUser") == true, "\(messages)")
        #expect(messages.last?.contains("DataManager.refresh") == true, "\(messages)")
    }

    @Test func finishedStreamsEndAtOnce() async throws {
        var yielded = 0
        for await _ in AsyncStream<Int>.finished { yielded += 1 }
        for try await _ in AsyncThrowingStream<Int, any Error>.finished() { yielded += 1 }
        #expect(yielded == 0)
        struct Failure: Error {}
        await #expect(throws: Failure.self) {
            for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
        }
    }

    @Test func aNeverStreamEndsOnlyWhenItsTaskIsCancelled() async {
        let task = Task {
            for await _ in AsyncStream<Int>.never {}
            return Task.isCancelled
        }
        task.cancel()
        #expect(await task.value)
    }

    @Reducer
    struct Profile {
        @ObservableState
        struct State: Equatable { var name = "Blob" }
        enum Action: BindableAction {
            case binding(BindingAction<State>)
        }
        var body: some ReducerOf<Self> {
            BindingReducer()
        }
    }

    /// A view written for iOS 16, as swift-perception's README shows one.
    struct ProfileView: View {
        @Perception.Bindable var store: StoreOf<Profile>
        var body: some View {
            WithPerceptionTracking {
                VStack {
                    Text("Hello, \(store.name)")
                    TextField("Name", text: $store.name)
                }
            }
        }
    }

    @Test func aPerceptionTrackedViewShowsAndBindsTheStore() throws {
        let store = Store(initialState: Profile.State()) { Profile() }
        let host = ViewHost(ProfileView(store: store))
        #expect(host.contains(.text("Hello, Blob")), "\(host.render())")
        try host.type("!", into: .textField("Name"))
        #expect(store.name == "Blob!")
        #expect(host.contains(.text("Hello, Blob!")), "\(host.render())")
        store.send(.binding(.set(\.name, "Blobby")))
        host.settle()
        #expect(host.contains(.text("Hello, Blobby")), "\(host.render())")
    }

    struct SignUpView: View {
        @Shared var name: String
        init(name: Shared<String>) { _name = name }
        var body: some View {
            TextField("Name", text: Binding($name))
        }
    }

    @Test func aBindingToASharedValueReadsAndWritesIt() throws {
        let name = Shared(value: "Blob")
        let host = ViewHost(SignUpView(name: name))
        try host.type("!", into: .textField("Name"))
        #expect(name.wrappedValue == "Blob!")
    }
}
