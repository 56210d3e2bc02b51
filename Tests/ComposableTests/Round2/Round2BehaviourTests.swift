@testable import Composable
import Foundation
import Testing

/// The rest of round two: dependencies overridden in part, bindings, onChange, shared state and
/// identified arrays that move, persist and update.
@MainActor
@Suite struct Round2BehaviourTests {
    @Test func overridingOneEndpointOfALiveOnlyDependencyDoesNotReport() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: FactFeature.State()) {
                FactFeature()
            } withDependencies: {
                $0.factClient.fetch = { "\($0) is a good number." }
            }
            await store.send(.factTapped)
            await store.receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
        }
        #expect(messages.isEmpty)
    }

    @Test func usingALiveOnlyDependencyNobodyOverrodeReportsIt() async {
        let messages = await IssueReporter.capturing {
            withDependencies {
                $0.context = .test
            } operation: {
                _ = Dependency(\.factClient).wrappedValue
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("FactClientKey") == true)
    }

    @Test func aLabelledClientMethodCallsItsEndpoint() async throws {
        let client = LabelledClient(fetch: { "fact \($0)" })
        #expect(try await client.fetch(number: 3) == "fact 3")
        let messages = await IssueReporter.capturing {
            _ = try? await LabelledClient().fetch(number: 1)
        }
        #expect(messages.first?.hasPrefix("Unimplemented: LabelledClient.fetch") == true)
    }

    @Test func bindingActionsSetTheFieldAndOnChangeFollows() async {
        let store = TestStore(initialState: FormFeature.State()) { FormFeature() }
        await store.send(.binding(.set(\.name, "Blob"))) {
            $0.name = "Blob"
            $0.nameLength = 4
        }
        await store.send(\.binding.name, "Blob")  // the same value: no change
    }

    @Test func sharedValuesAreSharedBetweenCopies() {
        let shared = Shared(value: [1, 2])
        let copy = shared
        copy.withLock { $0.append(3) }
        #expect(shared.wrappedValue == [1, 2, 3])
        let element = shared[dynamicMember: \.[0]]
        element.withLock { $0 = 10 }
        #expect(shared.wrappedValue == [10, 2, 3])
    }

    @Test func inMemoryKeysShareOneValue() {
        @Shared(.inMemory("round2-count")) var first = 0
        @Shared(.inMemory("round2-count")) var second = 5
        $first.withLock { $0 += 1 }
        #expect(second == 1)
    }

    @Test func identifiedArrayMovesWithAnIndexSetKeepingIds() {
        var notes: IdentifiedArrayOf<Note> = [Note(id: 0, text: "a"), Note(id: 1, text: "b"), Note(id: 2, text: "c")]
        notes.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(notes.ids == [1, 2, 0])
        #expect(notes[id: 0]?.text == "a")
        notes.updateOrAppend(Note(id: 1, text: "B"))
        notes.updateOrAppend(Note(id: 3, text: "d"))
        #expect(notes.map(\.text) == ["B", "c", "a", "d"])
    }

    @Test func identifiedArrayRoundTripsThroughJSON() throws {
        let notes: IdentifiedArrayOf<CodableNote> = [CodableNote(id: 1, text: "a"), CodableNote(id: 2, text: "b")]
        let data = try JSONEncoder().encode(notes)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("["))
        #expect(try JSONDecoder().decode(IdentifiedArrayOf<CodableNote>.self, from: data) == notes)
        let duplicate = Data(#"[{"id":1,"text":"a"},{"id":1,"text":"b"}]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(IdentifiedArrayOf<CodableNote>.self, from: duplicate)
        }
    }
}

struct CodableNote: Codable, Equatable, Identifiable {
    let id: Int
    var text: String
}

struct FactClient: Sendable {
    var fetch: @Sendable (Int) async throws -> String
}

enum FactClientKey: DependencyKey {
    static let liveValue = FactClient(fetch: { "live \($0)" })
}

extension DependencyValues {
    var factClient: FactClient {
        get { self[FactClientKey.self] }
        set { self[FactClientKey.self] = newValue }
    }
}

@DependencyClient
struct LabelledClient: Sendable {
    var fetch: @Sendable (_ number: Int) async throws -> String
}

@Reducer
struct FactFeature {
    struct State: Equatable {
        var count = 0
        var fact: String?
    }
    enum Action: Equatable {
        case factTapped
        case factResponse(String)
    }
    @Dependency(\.factClient) var factClient
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .factTapped:
                return .run { [count = state.count] send in
                    await send(.factResponse(try await factClient.fetch(count)))
                }
            case let .factResponse(fact):
                state.fact = fact
                return .none
            }
        }
    }
}

@Reducer
struct FormFeature {
    @ObservableState
    struct State: Equatable {
        var name = ""
        var nameLength = 0
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
            .onChange(of: \.name) { _, newValue in
                Reduce { state, _ in
                    state.nameLength = newValue.count
                    return .none
                }
            }
    }
}
