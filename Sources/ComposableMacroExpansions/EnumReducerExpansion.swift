import SwiftSyntax
import SwiftSyntaxBuilder

/// `@Reducer enum Destination { case addContact(AddContactFeature); case alert(AlertState<Alert>) }`:
/// TCA's enum reducer, which folds several features that can be presented in one place into one
/// type. Each case holding a feature (one unlabelled payload) contributes a state case and an action
/// case of that feature and a `Scope` into it; a case holding `AlertState<A>` or
/// `ConfirmationDialogState<A>` (or marked `@ReducerCaseEphemeral`) has that state and the button
/// action `A`; any other case is state only: its `State` case holds the payload as written
/// (`case meeting(Meeting, syncUp: SyncUp)`), its `Action` case is `Never`, and no reducer runs for
/// it. As in TCA's macro, a case is state only when it is marked `@ReducerCaseIgnored` or its
/// payload is not exactly one value. The macro writes:
///
///     @CasePathable @dynamicMemberLookup @ObservableState
///     enum State: CaseReducerState { typealias StateReducer = Destination; case addContact(AddContactFeature.State) … }
///     @CasePathable enum Action { case addContact(AddContactFeature.Action) … }
///     @ReducerBuilder<State, Action> static var body: some Reducer<State, Action> { Scope(…) { AddContactFeature() } }
///
/// `@Reducer(state: .equatable)` also makes `State` `Equatable` (and `action: .equatable` `Action`).
enum EnumReducerExpansion {
    struct Member {
        let name: String
        /// The payload as the `State` case declares it (`Meeting, syncUp: SyncUp`), empty for none.
        let stateType: String
        /// The value its case key path extracts: the payload's one type, a tuple of several
        /// (`(Meeting, syncUp: SyncUp)`), or `Void` (what `@CasePathable` writes).
        var valueType: String = ""
        let actionType: String
        let reducer: String?
        /// The payload's labels (`nil` for none), for a case that is state only.
        var labels: [String?] = []
        /// Whether the case is an alert or dialog, whose store the view shows.
        var isPresentation = false
    }

    static func members(of enumDecl: EnumDeclSyntax, attribute: AttributeSyntax) -> [DeclSyntax] {
        let access = accessPrefix(of: enumDecl)
        let arguments = attribute.arguments?.trimmedDescription ?? ""
        let parts = arguments.split(separator: "action:", maxSplits: 1, omittingEmptySubsequences: false)
        let stateEquatable = parts.first.map { $0.contains("state:") && $0.contains(".equatable") } ?? false
        let actionEquatable = parts.count > 1 && parts[1].contains(".equatable")
        var cases: [Member] = []
        for member in enumDecl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            let ignored = caseDecl.attributes.contains { marks($0, "ReducerCaseIgnored") }
            let ephemeral = caseDecl.attributes.contains { marks($0, "ReducerCaseEphemeral") }
            for element in caseDecl.elements {
                cases.append(describe(element, ignored: ignored, ephemeral: ephemeral))
            }
        }
        let stateCases = cases.map { "    case \($0.name)\(payload($0.stateType))" }.joined(separator: "\n")
        let actionCases = cases.map { "    case \($0.name)(\($0.actionType))" }.joined(separator: "\n")
        let scopes = cases.compactMap { member in
            member.reducer.map {
                "    Composable._CaseScope<Self.State, Self.Action, \($0)>(state: \\.\(member.name), action: \\.\(member.name)) {\n        \($0)()\n    }"
            }
        }
        let body = scopes.isEmpty ? "    Composable.EmptyReducer()" : scopes.joined(separator: "\n")
        let name = enumDecl.name.text
        let scopePaths = cases.map { member in
            "    \(access)var \(member.name): Composable._CaseScopePath<\(name).State, \(name).Action, \(member.valueType), \(member.actionType)> {\n        .init(state: \\.\(member.name), action: \\.\(member.name))\n    }"
        }.joined(separator: "\n")
        let scopeCases = cases.map { member -> (String, String) in
            if let reducer = member.reducer {
                return (
                    "    case \(member.name)(Composable.StoreOf<\(reducer)>)",
                    "    case .\(member.name): return .\(member.name)(store.scope(state: \\.\(member.name), action: \\.\(member.name))!)"
                )
            }
            if member.isPresentation {
                return (
                    "    case \(member.name)(Composable.Store<\(member.stateType), \(member.actionType)>)",
                    "    case .\(member.name): return .\(member.name)(store.scope(state: \\.\(member.name), action: \\.\(member.name))!)"
                )
            }
            if member.labels.isEmpty {
                return ("    case \(member.name)", "    case .\(member.name): return .\(member.name)")
            }
            let bindings = member.labels.indices.map { "v\($0)" }
            let pattern = zip(member.labels, bindings).map { label, binding in
                (label.map { "\($0): " } ?? "") + "let " + binding
            }.joined(separator: ", ")
            let values = zip(member.labels, bindings).map { label, binding in
                (label.map { "\($0): " } ?? "") + binding
            }.joined(separator: ", ")
            return (
                "    case \(member.name)(\(member.stateType))",
                "    case .\(member.name)(\(pattern)): return .\(member.name)(\(values))"
            )
        }
        // An `Action` or `body` the enum writes itself is kept (TCA's SyncUps writes its
        // destination's actions; TicTacToe writes a body): only what is missing is generated.
        var declared: Set<String> = []
        for member in enumDecl.memberBlock.members {
            if let nested = member.decl.as(EnumDeclSyntax.self) { declared.insert(nested.name.text) }
            if let alias = member.decl.as(TypeAliasDeclSyntax.self) { declared.insert(alias.name.text) }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        declared.insert(name)
                    }
                }
            }
        }
        var generated = fixedMembers(
            access: access, name: name, scopeCases: scopeCases, scopePaths: scopePaths,
            stateCases: stateCases, stateEquatable: stateEquatable)
        if !declared.contains("Action") {
            generated.append(
                """
                @Composable.CasePathable
                \(raw: access)enum Action\(raw: actionEquatable ? ": Equatable" : "") {
                \(raw: actionCases)
                }
                """)
        }
        if !declared.contains("body") {
            generated.append(
                """
                @Composable.ReducerBuilder<Self.State, Self.Action>
                \(raw: access)static var body: some Composable.Reducer<Self.State, Self.Action> {
                \(raw: body)
                }
                """)
        }
        return generated
    }

    /// The members every enum reducer gets: its case scopes and its `State`.
    private static func fixedMembers(
        access: String, name: String, scopeCases: [(String, String)], scopePaths: String, stateCases: String,
        stateEquatable: Bool
    ) -> [DeclSyntax] {
        [
            """
            \(raw: access)enum CaseScope {
            \(raw: scopeCases.map(\.0).joined(separator: "\n"))
            }
            """,
            """
            @MainActor
            \(raw: access)static func scope(_ store: Composable.Store<State, Action>) -> CaseScope {
                switch store.withState({ $0 }) {
                \(raw: scopeCases.map(\.1).joined(separator: "\n"))
                }
            }
            """,
            """
            \(raw: access)struct CaseScopes: Sendable {
            \(raw: scopePaths)
            }
            """,
            """
            \(raw: access)static var caseScopes: CaseScopes { CaseScopes() }
            """,
            """
            @Composable.CasePathable @dynamicMemberLookup @Composable.ObservableState
            \(raw: access)enum State: Composable.CaseReducerState\(raw: stateEquatable ? ", Equatable" : "") {
                \(raw: access)typealias StateReducer = \(raw: name)
            \(raw: stateCases)
            }
            """,
        ]
    }

    private static func describe(_ element: EnumCaseElementSyntax, ignored: Bool, ephemeral: Bool) -> Member {
        let name = element.name.text
        let parameters = Array(element.parameterClause?.parameters ?? [])
        let payload = parameters.map { parameter in
            (parameter.firstName.map { "\($0.text): " } ?? "") + parameter.type.trimmedDescription
        }.joined(separator: ", ")
        guard !ignored, parameters.count == 1, let only = parameters.first, only.firstName == nil else {
            return Member(
                name: name, stateType: payload, valueType: valueType(of: parameters), actionType: "Never",
                reducer: nil, labels: parameters.map { $0.firstName?.text })
        }
        let type = only.type.trimmedDescription
        if let generic = only.type.as(IdentifierTypeSyntax.self),
            ephemeral || ["AlertState", "ConfirmationDialogState"].contains(generic.name.text),
            let argument = generic.genericArgumentClause?.arguments.first
        {
            return Member(
                name: name, stateType: type, valueType: type, actionType: argument.trimmedDescription, reducer: nil,
                isPresentation: true)
        }
        return Member(
            name: name, stateType: "\(type).State", valueType: "\(type).State", actionType: "\(type).Action",
            reducer: type)
    }

    /// What `@CasePathable` extracts from a case with these parameters.
    private static func valueType(of parameters: [EnumCaseParameterSyntax]) -> String {
        switch parameters.count {
        case 0: return "Void"
        case 1: return parameters[0].type.trimmedDescription
        default: return "(" + CasePathableMacro.tupleElements(parameters).joined(separator: ", ") + ")"
        }
    }

    /// `(payload)`, or nothing for a case without one.
    private static func payload(_ text: String) -> String {
        text.isEmpty ? "" : "(\(text))"
    }

    /// Whether an attribute is `@name` (or `@Composable.name`).
    private static func marks(_ attribute: AttributeListSyntax.Element, _ name: String) -> Bool {
        guard let attribute = attribute.as(AttributeSyntax.self) else { return false }
        let written = attribute.attributeName.trimmedDescription
        return written == name || written == "Composable.\(name)"
    }
}
