import Composable
import DataFlow
import Testing

/// A view state with `@BindingViewState` fields made from a `BindingViewStore`, TCA 1.2–1.6's
/// bindable view state (TCA's `Sources/ComposableArchitecture/SwiftUI/Binding.swift` up to 1.23):
/// the view's text field reads the feature's `@BindingState` field and writing it sends
/// `.binding(.set(\.$name, value))`, which `BindingReducer` applies.
@MainActor
@Suite struct BindingViewStoreTests {
    @available(*, deprecated)
    struct NameView: View {
        struct ViewState: Equatable {
            @BindingViewState var name: String
            let count: Int
            @MainActor init(bindingViewStore: BindingViewStore<LegacyCounter.State>) {
                self._name = bindingViewStore.$name
                self.count = bindingViewStore.count
            }
        }

        let store: StoreOf<LegacyCounter>
        var body: some View {
            WithViewStore(store, observe: ViewState.init) { viewStore in
                TextField("Name", text: viewStore.$name)
                Text("Hello, \(viewStore.name)")
            }
        }
    }

    @Test func typingSendsTheBindingActionAndTheViewShowsTheNewValue() throws {
        try (self as any BindingViewStoreTestsScenarios).runTypingSendsTheBindingActionAndTheViewShowsTheNewValue()
    }

    @Test func theBindingActionNamesTheField() async {
        await (self as any BindingViewStoreTestsScenarios).runTheBindingActionNamesTheField()
    }
}

/// The bodies of `BindingViewStoreTests`'s tests, which call API TCA deprecates: Swift Testing refuses `@Test`
/// on a deprecated function, so each test calls its body through this requirement, witnessed by
/// a deprecated method (no deprecation warning at the call).
@MainActor
private protocol BindingViewStoreTestsScenarios {
    func runTypingSendsTheBindingActionAndTheViewShowsTheNewValue() throws
    func runTheBindingActionNamesTheField() async
}

extension BindingViewStoreTests: BindingViewStoreTestsScenarios {
    @available(*, deprecated)
    func runTypingSendsTheBindingActionAndTheViewShowsTheNewValue() throws {
        let store = Store(initialState: LegacyCounter.State()) { LegacyCounter() }
        let host = ViewHost(NameView(store: store))
        try host.type("Blob", into: .textField("Name"))
        #expect(store.withState(\.name) == "Blob")
        #expect(host.contains(.text("Hello, Blob")))
    }

    @available(*, deprecated)
    func runTheBindingActionNamesTheField() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: LegacyCounter.State()) { LegacyCounter() }
            await store.send(.binding(.set(\.$name, "Blob"))) { $0.name = "Blob" }
            await store.send(.set(\.$name, "Blobby")) { $0.name = "Blobby" }
        }
        #expect(messages.isEmpty, "\(messages)")
    }
}
