import SwiftDiagnostics

/// What the Composable macros say when they are misused, in words a learner understands.
enum ComposableDiagnostic: DiagnosticMessage {
    case reducerNotOnStruct(kind: String)
    case reducerActionNotEnum(feature: String, kind: String)
    case casePathableNotOnEnum(kind: String)
    case observableStateOnClass(name: String)
    case observableStateNotOnValueType(kind: String)
    case presentsNotOptionalVar
    case presentsNeedsType
    case dependencyClientNotOnStruct(kind: String)
    case dependencyClientNeedsDefault(property: String, client: String)
    case viewActionNeedsStore

    var message: String {
        switch self {
        case .reducerNotOnStruct(let kind):
            "@Reducer describes a feature and goes on a struct, not on \(kind): write `@Reducer struct Feature { … }` with a `State`, an `Action` enum and a `body`."
        case .reducerActionNotEnum(let feature, let kind):
            "\(feature).Action is \(kind), but a feature's actions are the cases of an enum: write `enum Action { case … }` so that `\\.caseName` can name them."
        case .casePathableNotOnEnum(let kind):
            "@CasePathable gives an enum's cases key paths (`\\.caseName`); it cannot go on \(kind). Put it on an enum."
        case .viewActionNeedsStore:
            "@ViewAction(for:) sends through the view's store: give the view a `store` property, for example `let store: StoreOf<Feature>`."
        case .observableStateOnClass(let name):
            "@ObservableState is for a feature's state, a value type; \(name) is a class. Make it a struct, or use @Observable for a class."
        case .observableStateNotOnValueType(let kind):
            "@ObservableState goes on a feature's `State`, a struct or an enum, not on \(kind)."
        case .presentsNotOptionalVar:
            "@Presents holds the state of something presented, `nil` while nothing is: write `@Presents var child: Child.State?`."
        case .presentsNeedsType:
            "@Presents needs the property's type written out: `@Presents var child: Child.State?`."
        case .dependencyClientNotOnStruct(let kind):
            "@DependencyClient goes on a struct whose properties are closures (a client's endpoints), not on \(kind)."
        case .dependencyClientNeedsDefault(let property, let client):
            "\(client).\(property) does not throw and returns a value, so an unimplemented version of it has nothing to return: give it a default, e.g. `var \(property): () -> Int = { 0 }`, or make it `throws`."
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "ComposableMacros", id: "\(self)".prefix { $0 != "(" }.description)
    }

    var severity: DiagnosticSeverity { .error }
}
