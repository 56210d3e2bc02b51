import Foundation

/// State shared between features, and optionally persisted: swift-sharing's `@Shared`, which TCA
/// features use for data several screens read and write (`@Shared(.syncUps) var syncUps`). Every
/// copy of a `Shared` refers to the same value, so a change made through one (`$syncUps.withLock
/// { $0.append(syncUp) }`) is seen by all; a key saves each change (`.fileStorage`, `.appStorage`).
///
/// As with TCA's `TestStore`, a change the feature makes to shared state must be asserted in an
/// exhaustive test (`$0.$count.withLock { $0 = 1 }`; see `SharedChangeTracker`). A view that reads a shared value is redrawn when
/// it changes, wherever the change is made (`SharedObservation`), as swift-sharing's are.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value>: @unchecked Sendable {
    // Sendable: every read and write goes through the reference's lock.
    let reference: SharedReference<Value>

    init(reference: SharedReference<Value>) {
        self.reference = reference
    }

    /// A shared value passed where a closure takes `$name`: `ForEach(store.$syncUps) { $syncUp in … }`.
    /// (The compiler finds this initialiser for a `$name` closure parameter only in the type's own
    /// declaration, not in an extension; observed with Swift 6.3.)
    public init(projectedValue: Shared<Value>) {
        self = projectedValue
    }

    /// A shared value that starts as `value` and is not persisted: `Shared(value: syncUp)`.
    public init(value: Value) {
        self.init(reference: SharedReference(root: SharedStorage(value)))
    }

    /// The value stored under `key`, or `wrappedValue` when nothing is stored:
    /// `@Shared(.appStorage("isOn")) var isOn = false`.
    public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
        self.init(reference: SharedRegistry.reference(for: key, initial: wrappedValue))
    }

    /// The value stored under a key that has a default, or `wrappedValue` when nothing is stored:
    /// `@Shared(.syncUps) var syncUps = [.mock]` in a preview.
    public init<Key: SharedKey>(wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>)
    where Key.Value == Value {
        self.init(reference: SharedRegistry.reference(for: key, initial: wrappedValue))
    }

    /// The value stored under `key`, or the key's default: `@Shared(.syncUps) var syncUps`.
    public init(_ key: some SharedKey<Value>) {
        self.init(reference: SharedRegistry.reference(for: key) { nil })
    }

    /// A shared value that starts as `value`, the 1.10–1.15 spelling of `Shared(value:)`.
    @available(*, deprecated, renamed: "init(value:)")
    public init(_ value: Value) {
        self.init(value: value)
    }

    /// A shared value from a shared optional, or `nil` when it is `nil`: `Shared($syncUps[id: id])`.
    public init?(_ base: Shared<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = SharedStorage(initial)
        self.init(
            reference: SharedReference(
                lock: base.reference.lock, identity: base.reference.identity,
                observation: base.reference.observation,
                get: {
                    if let current = base.reference.get() { last.value = current }
                    return last.value
                },
                set: { base.reference.set($0) }))
    }

    /// The current value. Change it with `$value.withLock { … }`. Assigning it directly
    /// (`state.count = 1`) compiles with a deprecation warning, as in swift-sharing 2.8 and later
    /// (its "Migrating to 2.8" article: the setter, unavailable before, is deprecated since
    /// Swift 6.3), and changes the value under its lock as `withLock` does.
    public var wrappedValue: Value {
        get {
            reference.observation.access()
            return reference.lock.withLock { reference.get() }
        }
        @available(
            *, deprecated,
            message:
                "Use '$shared.withLock' to modify a shared value with exclusive access; when constructing a SwiftUI binding, use 'Binding($shared)'"
        )
        nonmutating set {
            withLock { $0 = newValue }
        }
    }

    /// This shared value itself: `$syncUps`.
    public var projectedValue: Shared<Value> {
        get { self }
        set { self = newValue }
    }

    /// Changes the value under its lock and saves it: `$syncUps.withLock { $0.append(syncUp) }`.
    @discardableResult
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try reference.lock.withLock {
            var value = reference.get()
            defer { reference.set(value) }
            return try body(&value)
        }
    }

    /// A shared value for a part of this one: `$syncUp.attendees`.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member> {
        Shared<Member>(reference: reference.member(keyPath))
    }

    /// A read-only shared value for a part of this one that cannot be written, such as a computed
    /// property (`$month.name`), as swift-sharing's `Shared` has it: a `SharedReader`.
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
        SharedReader(self)[dynamicMember: keyPath]
    }

    /// The shared element with `id`, `nil` when there is none: `$syncUps[id: syncUp.id]`.
    public subscript<ID: Hashable, Element>(id id: ID) -> Shared<Element?> where Value == IdentifiedArray<ID, Element> {
        self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
    }
}

extension Shared: Equatable where Value: Equatable {
    /// Equal values. While a test store compares the state a test describes (on the left) with
    /// the actual state (on the right), the left side reads the test's copy of a shared value and
    /// the right side the live one (see `SharedChangeTracker`); elsewhere both read the same value.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard SharedChangeTracker.reading != .live, lhs.reference.identity == rhs.reference.identity else {
            return lhs.wrappedValue == rhs.wrappedValue
        }
        let described = lhs.wrappedValue
        return described == SharedChangeTracker.$reading.withValue(.live) { rhs.wrappedValue }
    }
}

extension Shared: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Shared: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible, CustomReflectable {
    public var description: String { "\(wrappedValue)" }
    /// Shown (in test failures) as its value.
    public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}
