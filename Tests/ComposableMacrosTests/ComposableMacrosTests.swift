import Foundation
import Testing
@testable import ComposableMacroExpansions

/// The Composable macros expand into code a learner can read, and refuse misuse in words.
@Suite struct ComposableMacrosTests {
    let macros: [String: any Macro.Type] = [
        "Reducer": ReducerMacro.self, "CasePathable": CasePathableMacro.self,
        "ObservableState": ObservableStateMacro.self, "Presents": PresentsMacro.self,
        "DependencyClient": DependencyClientMacro.self, "ReducerCaseIgnored": ReducerCaseMarkerMacro.self,
        "ViewAction": ViewActionMacro.self,
    ]

    @Test func reducerAddsTheConformanceCasePathsAndTheBuilder() {
        let expansion = MacroExpansion(
            """
            @Reducer
            struct Counter {
                struct State { var count = 0 }
                enum Action { case increment }
                var body: some ReducerOf<Self> { EmptyReducer() }
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource.contains(
                """
                    @Composable.CasePathable
                    enum Action { case increment
                """))
        #expect(
            expansion.expandedSource.contains(
                """
                    @Composable.ReducerBuilder<Self.State, Self.Action>
                    var body: some ReducerOf<Self> { EmptyReducer() }
                """))
    }

    @Test func aReducerWithoutLogicGetsAnEmptyBody() {
        let withoutLogic = MacroExpansion(
            """
            @Reducer
            struct RecordMeeting {
                struct State { var seconds = 0 }
                enum Action { case tick }
            }
            """, macros: macros)
        #expect(withoutLogic.diagnostics == [])
        #expect(withoutLogic.expandedSource.contains("let body = Composable.EmptyReducer<State, Action>()"))
        let withReduce = MacroExpansion(
            """
            @Reducer
            struct Counter {
                struct State { var count = 0 }
                enum Action { case tick }
                func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
            }
            """, macros: macros)
        #expect(!withReduce.expandedSource.contains("EmptyReducer"))
    }

    @Test func casePathableWritesOnePropertyPerCase() {
        let expansion = MacroExpansion(
            """
            @CasePathable
            enum Action {
                case addButtonTapped
                case setName(String)
                case element(id: Int, action: String)
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(expansion.expandedSource.contains("var setName: Composable.AnyCasePath<Action, String> {"))
        #expect(expansion.expandedSource.contains("var addButtonTapped: Composable.AnyCasePath<Action, Void> {"))
        #expect(
            expansion.expandedSource.contains(
                "var element: Composable.AnyCasePath<Action, (id: Int, action: String)> {"))
        #expect(expansion.expandedSource.contains("Action.element(id: $0.id, action: $0.action)"))
        #expect(expansion.expandedSource.contains("static var allCasePaths: AllCasePaths {"))
    }

    @Test func casePathableKeepsUnlabelledValuesUnlabelledInItsTuple() {
        let expansion = MacroExpansion(
            """
            @CasePathable
            enum Path {
                case meeting(Meeting, syncUp: SyncUp)
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(
            expansion.expandedSource.contains("var meeting: Composable.AnyCasePath<Path, (Meeting, syncUp: SyncUp)> {"))
        #expect(expansion.expandedSource.contains("Path.meeting($0.0, syncUp: $0.syncUp)"))
    }

    @Test func enumReducerKeepsPlainDataCasesAsStateOnly() {
        let expansion = MacroExpansion(
            """
            @Reducer
            enum Path {
                case detail(SyncUpDetail)
                case meeting(Meeting, syncUp: SyncUp)
                case record
                @ReducerCaseIgnored
                case item(Item)
                case alert(AlertState<Alert>)
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        let source = expansion.expandedSource
        // The state holds the values as written; the action of a plain-data case is Never.
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func block(after header: String) -> [String] {
            guard let start = lines.firstIndex(of: header) else { return [] }
            return Array(lines[(start + 1)...].prefix { $0 != "}" })
        }
        #expect(
            block(after: "enum State: Composable.CaseReducerState {") == [
                "typealias StateReducer = Path", "case detail(SyncUpDetail.State)",
                "case meeting(Meeting, syncUp: SyncUp)", "case record", "case item(Item)",
                "case alert(AlertState<Alert>)",
            ])
        #expect(
            block(after: "enum Action {") == [
                "case detail(SyncUpDetail.Action)", "case meeting(Never)", "case record(Never)", "case item(Never)",
                "case alert(Alert)",
            ])
        // Only the feature case runs a reducer.
        #expect(source.contains("_CaseScope<Self.State, Self.Action, SyncUpDetail>"))
        #expect(!source.contains("_CaseScope<Self.State, Self.Action, Item>"))
        // Each case's scope names the value its case key path extracts.
        #expect(source.contains("_CaseScopePath<Path.State, Path.Action, (Meeting, syncUp: SyncUp), Never>"))
        #expect(source.contains("_CaseScopePath<Path.State, Path.Action, Void, Never>"))
        #expect(source.contains("_CaseScopePath<Path.State, Path.Action, Item, Never>"))
        // `store.case` hands plain data back as it is.
        let meeting = lines.firstIndex(of: "case .meeting(let v0, syncUp: let v1):")
        #expect(meeting.map { lines[$0 + 1] } == "return .meeting(v0, syncUp: v1)")
        let record = lines.firstIndex(of: "case .record:")
        #expect(record.map { lines[$0 + 1] } == "return .record")
    }

    @Test func presentsKeepsItsValueInAPresentationState() {
        let expansion = MacroExpansion(
            """
            struct State {
                @Presents var addContact: AddContactFeature.State?
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(expansion.expandedSource.contains("@storageRestrictions(initializes: _addContact)"))
        #expect(
            expansion.expandedSource.contains(
                "var $addContact: Composable.PresentationState<AddContactFeature.State> {"))
        #expect(
            expansion.expandedSource.contains(
                "private var _addContact: Composable.PresentationState<AddContactFeature.State> = Composable.PresentationState(wrappedValue: nil)"
            ))
    }

    @Test func dependencyClientWritesInitializers() {
        let expansion = MacroExpansion(
            """
            @DependencyClient
            struct NumberFactClient {
                var fetch: @Sendable (Int) async throws -> String
                var isAvailable: @Sendable () -> Bool = { true }
            }
            """, macros: macros)
        #expect(expansion.diagnostics == [])
        #expect(expansion.expandedSource.contains("fetch: @escaping @Sendable (Int) async throws -> String,"))
        #expect(expansion.expandedSource.contains("Unimplemented: NumberFactClient.fetch was called"))
        #expect(expansion.expandedSource.contains("throw Composable.UnimplementedEndpoint(\"NumberFactClient.fetch\")"))
        // An endpoint with a default keeps it: `init()` does not replace it.
        #expect(!expansion.expandedSource.contains("self.isAvailable = {"))
    }

    @Test func reducerOnAClassIsRefusedInWords() {
        let expansion = MacroExpansion(
            """
            @Reducer
            class Counter {}
            """, macros: macros)
        #expect(
            expansion.messages.contains {
                $0.hasPrefix("@Reducer describes a feature and goes on a struct, not on a class")
            })
    }

    @Test func reducerWithoutAnActionEnumIsRefusedInWords() {
        let expansion = MacroExpansion(
            """
            @Reducer
            struct Counter {
                struct State {}
                struct Action {}
            }
            """, macros: macros)
        #expect(
            expansion.messages.contains {
                $0.hasPrefix("Counter.Action is a struct, but a feature's actions are the cases of an enum")
            })
    }

    @Test func presentsOnANonOptionalIsRefusedInWords() {
        let expansion = MacroExpansion(
            """
            struct State {
                @Presents var child: Child.State
            }
            """, macros: macros)
        #expect(
            expansion.messages.contains {
                $0.hasPrefix("@Presents holds the state of something presented, `nil` while nothing is")
            })
    }

    @Test func casePathableOnAStructIsRefusedInWords() {
        let expansion = MacroExpansion(
            """
            @CasePathable
            struct Action {}
            """, macros: macros)
        #expect(expansion.messages.contains { $0.contains("cannot go on a struct. Put it on an enum.") })
    }

    @Test func observableStateOnAClassIsRefusedInWords() {
        let expansion = MacroExpansion(
            """
            @ObservableState
            class Model {}
            """, macros: macros)
        #expect(expansion.messages.contains { $0.contains("Model is a class. Make it a struct, or use @Observable") })
    }

    @Test func anUnimplementableEndpointIsRefusedInWords() {
        let expansion = MacroExpansion(
            """
            @DependencyClient
            struct Client {
                var count: () -> Int
            }
            """, macros: macros)
        #expect(expansion.messages.contains { $0.hasPrefix("Client.count does not throw and returns a value") })
    }

    @Test func viewActionOnAViewWithAStoreIsAccepted() {
        let expansion = MacroExpansion(
            """
            @ViewAction(for: Feature.self)
            struct FeatureView {
                let store: StoreOf<Feature>
            }
            """, macros: macros)
        // The conformance itself is added only for the protocols the compiler asks for, which
        // this expansion does not name; `ViewActionTests` compiles and runs a real one.
        #expect(expansion.diagnostics.isEmpty, "\(expansion.diagnostics)")
    }

    @Test func viewActionWithoutAStoreIsRefusedInWords() {
        let expansion = MacroExpansion(
            """
            @ViewAction(for: Feature.self)
            struct FeatureView {
                let model: Model
            }
            """, macros: macros)
        #expect(expansion.messages.contains { $0.hasPrefix("@ViewAction(for:) sends through the view's store") })
    }
}
