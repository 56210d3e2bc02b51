/// A key path to an enum case: what `\.addContact` means where the Composable Architecture expects
/// an action's case, as in `Scope(state: \.child, action: \.child)` or `store.receive(\.delegate)`.
///
/// It is an ordinary `KeyPath` whose root is `Case<Root>`, a value that looks up members in
/// `Root.AllCasePaths` by dynamic member lookup, so that Swift checks the case's name and payload type
/// at compile time, and the key path can be chained: `\.addContact.presented.setName`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// One step of a case key path: how to build the root enum from a `Value`, and how to get a
/// `Value` back from the root. `Case<Root>()` is the start of every case key path.
@dynamicMemberLookup
public struct Case<Value>: @unchecked Sendable {
    // Sendable: its closures capture only case paths, which are.
    let embedIntoRoot: (Value) -> Any
    let extractFromRoot: (Any) -> Value?
    /// The names of the cases from the root to here: `["addContact", "presented"]`.
    let names: [String]
    /// For a one-step path, the step's own case path (an `AnyCasePath<Root, Value>`), which
    /// extracts without going through `Any`.
    let direct: Any?

    /// The start of a case key path: the root itself.
    public init() {
        embedIntoRoot = { $0 }
        extractFromRoot = { $0 as? Value }
        names = []
        direct = nil
    }

    init(
        embedIntoRoot: @escaping (Value) -> Any, extractFromRoot: @escaping (Any) -> Value?, names: [String],
        direct: Any?
    ) {
        self.direct = direct
        self.embedIntoRoot = embedIntoRoot
        self.extractFromRoot = extractFromRoot
        self.names = names
    }

    /// The next step: the case `keyPath` names in `Value.AllCasePaths`.
    public subscript<Member>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
    ) -> Case<Member> where Value: CasePathable {
        let casePath = Value.allCasePaths[keyPath: keyPath]
        let embed = embedIntoRoot
        let extract = extractFromRoot
        return Case<Member>(
            embedIntoRoot: { member in embed(casePath.embed(member)) },
            extractFromRoot: { root in extract(root).flatMap { casePath.extract(from: $0) } },
            names: names + [casePath.name],
            direct: names.isEmpty ? casePath : nil
        )
    }
}
