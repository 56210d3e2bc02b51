import Testing
@testable import ComposableMacroExpansions

/// The Composable macros expand into code a learner can read, and refuse misuse in words.
@Suite struct ComposableMacrosTests {
    let macros: [String: any Macro.Type] = [
        "Reducer": ReducerMacro.self, "CasePathable": CasePathableMacro.self,
        "ObservableState": ObservableStateMacro.self, "Presents": PresentsMacro.self,
        "DependencyClient": DependencyClientMacro.self,
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
}
