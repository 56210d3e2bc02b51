/// A two-way connection to a value stored somewhere else: SwiftUI's `@Binding`.
///
/// A binding is a getter and a setter and nothing more; it has no storage of its own (seed 002).
/// Get one from `@State` with `$`, from another binding with `$` (chains of any length), from a
/// member with dynamic member lookup (`$episode.isFavorite`), from closures with
/// `Binding(get:set:)`, or make a fixed one with `.constant(_:)` for previews and tests.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: @MainActor () -> Value
    private let setValue: @MainActor (Value) -> Void
    /// Which storage this binding reaches, when known, so that two bindings to the same place
    /// compare as the same input.
    let identity: BindingIdentity?
    /// Where the bound value lives, when known, for inspection (`DataFlowGraph`). Unlike
    /// `identity` it never decides whether two bindings are the same input.
    let origin: BindingOrigin?

    /// A binding that reads with `get` and writes with `set`. Nonisolated, as SwiftUI's is, so
    /// helpers outside a view can make one; the closures run on the main actor.
    nonisolated public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(get: get, set: set, identity: nil)
    }

    nonisolated init(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, identity: BindingIdentity?,
        origin: BindingOrigin? = nil
    ) {
        getValue = get
        setValue = set
        self.identity = identity
        self.origin = origin ?? identity.map { BindingOrigin(root: .source($0.root), members: []) }
    }

    init(storage: StateStorage<Value>) {
        self.init(
            get: { storage.read() },
            set: { storage.write($0) },
            identity: BindingIdentity(root: ObjectIdentifier(storage), path: [])
        )
    }

    /// A binding to a value that never changes; writes are ignored. For previews and tests:
    /// `GenrePicker(genre: .constant("Action"))`.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(
            get: { value }, set: { _ in }, identity: nil,
            origin: BindingOrigin(root: .constant(TraceValue.describe(value)), members: []))
    }

    /// Creates a binding from the `$` projection, which is what `PlayButton(isPlaying: $isPlaying)` passes.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The value where it is stored. Reading it from a body makes that view depend on the storage.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so `$isPlaying` inside a view with `@Binding var isPlaying` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the bound value: `$episode.isFavorite`.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { self.getValue()[keyPath: keyPath] },
            set: { newMember in
                var whole = self.getValue()
                whole[keyPath: keyPath] = newMember
                self.setValue(whole)
            },
            identity: identity?.appending(keyPath),
            origin: origin?.appending(keyPath)
        )
    }
}

extension Binding {
    /// A binding to an optional that is `nil` when the base is `nil`, for `if let`-style children.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(
            get: { base.wrappedValue ?? initial },
            set: { base.wrappedValue = $0 },
            identity: base.identity?.appending(\Optional<Value>.self),
            origin: base.origin
        )
    }

    /// Widens a binding to a non-optional value into a binding to an optional one.
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(
            get: { Optional(base.wrappedValue) },
            set: { if let value = $0 { base.wrappedValue = value } },
            identity: base.identity?.appending(\Wrapped.self),
            origin: base.origin
        )
    }
}

extension Binding: ComparableInput {
    /// Two bindings are the same input when they reach the same storage along the same path.
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let identity, let otherIdentity = other.identity else {
            return false
        }
        return identity == otherIdentity
    }
}

extension Binding: BindingReach {
    func reaches(_ source: SourceOfTruth) -> Bool {
        identity?.root == ObjectIdentifier(source)
    }
}

/// Where a binding points: the storage it starts from and the key paths (or collection
/// positions) it follows.
///
/// Sendable, so that `Binding(get:set:)` can be called from nonisolated code as SwiftUI's can:
/// the value never changes once made, and the runtime only hashes and compares it, on the main
/// actor. The compiler cannot check this (`@unchecked`) because `AnyKeyPath` and `AnyHashable`
/// are not `Sendable` (a key path may capture subscript arguments that are not, SE-0418); the
/// key paths stored here are the member key paths of `$value.member` and the positions are a
/// collection's indices or its elements' ids.
struct BindingIdentity: Hashable, @unchecked Sendable {
    let root: ObjectIdentifier
    let path: [AnyHashable]

    func appending(_ keyPath: AnyKeyPath) -> BindingIdentity {
        BindingIdentity(root: root, path: path + [AnyHashable(keyPath)])
    }

    /// The element at `position` of the bound collection, when positions can be compared.
    func appending(position: Any) -> BindingIdentity? {
        guard let position = position as? any Hashable else { return nil }
        return BindingIdentity(root: root, path: path + [AnyHashable(position)])
    }
}
