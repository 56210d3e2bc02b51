/// Makes a struct a feature: adds the `Reducer` conformance, `@CasePathable` to its `Action` enum,
/// and the reducer builder to its `body` (the Composable Architecture's `@Reducer`).
@attached(extension, conformances: Reducer, CaseReducer)
@attached(memberAttribute)
@attached(
    member, names: named(State), named(Action), named(body), named(CaseScopes), named(caseScopes), named(CaseScope),
    named(scope))
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// `@Reducer(state: .equatable)` on an enum reducer: its `State` (or `Action`) also conforms to
/// the listed protocols, as TCA's `@Reducer(state:action:)` does.
@attached(extension, conformances: Reducer, CaseReducer)
@attached(memberAttribute)
@attached(
    member, names: named(State), named(Action), named(body), named(CaseScopes), named(caseScopes), named(CaseScope),
    named(scope))
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
    #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// Marks a case of a `@Reducer enum` that holds plain data, not a feature: its state case keeps
/// the payload, its action case is `Never`, and no reducer runs for it (TCA's `@ReducerCaseIgnored`,
/// for example `@ReducerCaseIgnored case item(Item)`). A case with other than one value is
/// treated so without the mark.
@attached(peer)
public macro ReducerCaseIgnored() = #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")

/// Marks a case of a `@Reducer enum` whose value carries its own actions, as `AlertState<Action>`
/// does: its action case holds the value's generic argument (TCA's `@ReducerCaseEphemeral`; alert
/// and dialog cases are treated so without the mark).
@attached(peer)
public macro ReducerCaseEphemeral() = #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")

/// Gives each case of an enum a key path, `\.caseName`, through an `AllCasePaths` type
/// (swift-case-paths' `@CasePathable`).
@attached(extension, conformances: CasePathable)
@attached(member, names: named(AllCasePaths), named(allCasePaths))
public macro CasePathable() = #externalMacro(module: "ComposableMacros", type: "CasePathableMacro")

/// Marks a feature's state as observable by views reading it through a store
/// (the Composable Architecture's `@ObservableState`).
@attached(extension, conformances: ObservableState)
public macro ObservableState() = #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")

/// Holds the state of a presented child feature, `nil` while it is not presented, with the
/// projection `$child` that `ifLet(\.$child, action:)` takes (the Composable Architecture's `@Presents`).
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "ComposableMacros", type: "PresentsMacro")

/// Writes the initializers of a client made of closures, with unimplemented endpoints for tests
/// (swift-dependencies' `@DependencyClient`).
@attached(member, names: named(init), arbitrary)
public macro DependencyClient() = #externalMacro(module: "ComposableMacros", type: "DependencyClientMacro")

/// Lets a view that holds `store` send its feature's view actions as `send(.buttonTapped)`, by
/// adding `ViewActionSending` (TCA's `@ViewAction(for:)`): the feature's `Action` conforms to
/// `ViewAction` with a `case view(View)`.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
    #externalMacro(module: "ComposableMacros", type: "ViewActionMacro")
