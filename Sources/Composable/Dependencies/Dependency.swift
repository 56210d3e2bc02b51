/// Reads a dependency in a reducer: `@Dependency(\.uuid) var uuid`, the Composable Architecture's
/// property wrapper. The value comes from the `DependencyValues` of the running code, so a reducer
/// run by a `TestStore` whose `withDependencies` set `$0.uuid = .incrementing` gets that generator,
/// and an effect gets what the store that started it was given.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<DependencyValues, Value>

    /// The dependency at `keyPath` of `DependencyValues`: `@Dependency(\.continuousClock) var clock`.
    public init(_ keyPath: KeyPath<DependencyValues, Value>) {
        self.keyPath = keyPath
    }

    /// The dependency whose key is its own type: `@Dependency(NumberFactClient.self) var client`.
    public init(_ key: Value.Type) where Value: TestDependencyKey, Value.Value == Value {
        self.keyPath = \DependencyValues.[key: HashableType(Value.self)]
    }

    /// The dependency's current value.
    public var wrappedValue: Value {
        DependencyValues._current[keyPath: keyPath]
    }
}

/// A dependency key type, wrapped so that it can index a key path.
struct HashableType<Key: TestDependencyKey>: Hashable, Sendable {
    init(_ type: Key.Type) {}
}

extension DependencyValues {
    subscript<Key: TestDependencyKey>(key key: HashableType<Key>) -> Key.Value {
        self[Key.self]
    }
}
