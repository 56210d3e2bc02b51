import Foundation
import Testing

/// The dependencies a feature uses, read with `@Dependency(\.name)`: the Composable Architecture's
/// (swift-dependencies') `DependencyValues`, a set of values found by key, like SwiftUI's
/// `EnvironmentValues`, carried by the current task so that effects see what the store that
/// started them was given.
///
/// Register a dependency with a key and a computed property:
///
///     extension DependencyValues {
///         var numberFact: NumberFactClient {
///             get { self[NumberFactClient.self] }
///             set { self[NumberFactClient.self] = newValue }
///         }
///     }
public struct DependencyValues: Sendable {
    /// The values in effect for the running code; `withDependencies` changes them for a scope.
    @TaskLocal public static var _current = DependencyValues()

    private var overrides: [ObjectIdentifier: any Sendable] = [:]
    private var explicitContext: DependencyContext?

    public init() {}

    /// Where the code runs; it picks each dependency's live, preview or test value.
    public var context: DependencyContext {
        get { explicitContext ?? .detected }
        set { explicitContext = newValue }
    }

    /// The value of the dependency `key` names: an override when one was set, otherwise the key's
    /// value for the current context.
    public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = overrides[ObjectIdentifier(key)] as? Key.Value { return value }
            return DefaultDependencyValues.value(of: key, in: context)
        }
        set {
            overrides[ObjectIdentifier(key)] = newValue
        }
    }

    /// Every value set with `withDependencies` or a store's dependencies.
    var overriddenValues: [any Sendable] { Array(overrides.values) }

    /// The values set on these dependency values, by key.
    var overridesByKey: [ObjectIdentifier: any Sendable] { overrides }

    /// Whether nothing was set: every dependency takes its default for the detected context.
    var isUnchanged: Bool { overrides.isEmpty && explicitContext == nil }

    /// These values with `other`'s overrides on top.
    func merging(_ other: DependencyValues) -> DependencyValues {
        var merged = self
        merged.overrides.merge(other.overrides) { _, new in new }
        if let context = other.explicitContext { merged.explicitContext = context }
        return merged
    }
}

/// Each key's default value per context, made once and then reused, as swift-dependencies caches
/// them: a live API client is created once, not on every read.
enum DefaultDependencyValues {
    private struct CacheKey: Hashable {
        let key: ObjectIdentifier
        let context: DependencyContext
    }

    nonisolated(unsafe) private static var cache: [CacheKey: any Sendable] = [:]
    private static let lock = NSRecursiveLock()

    /// Test values are made afresh for each read: a default one reports itself unimplemented,
    /// and each test that uses it must hear about it.
    /// Values `prepareDependencies` set, by key and context; a test's are its own.
    nonisolated(unsafe) private static var prepared: [PreparedKey: any Sendable] = [:]

    private struct PreparedKey: Hashable {
        let key: ObjectIdentifier
        let context: DependencyContext
        let test: String?

        init(_ key: ObjectIdentifier, _ context: DependencyContext) {
            self.key = key
            self.context = context
            test = context == .test ? Test.current.map { "\($0.id)" } : nil
        }
    }

    /// Makes `values` the values of their keys in `context` from now on, as a cache of live values
    /// would hold them.
    static func prepare(_ values: [ObjectIdentifier: any Sendable], in context: DependencyContext) {
        lock.lock()
        defer { lock.unlock() }
        for (key, value) in values { prepared[PreparedKey(key, context)] = value }
    }

    static func value<Key: TestDependencyKey>(of key: Key.Type, in context: DependencyContext) -> Key.Value {
        let cacheKey = CacheKey(key: ObjectIdentifier(key), context: context)
        lock.lock()
        defer { lock.unlock() }
        if let value = prepared[PreparedKey(ObjectIdentifier(key), context)] as? Key.Value { return value }
        if context == .test { return Key.testValue }
        if let value = cache[cacheKey] as? Key.Value { return value }
        let value = context == .live ? liveValue(of: key) : Key.previewValue
        cache[cacheKey] = value
        return value
    }

    /// The live value of a key that has one; for a key with only test and preview values, that
    /// is reported and the test value used.
    private static func liveValue<Key: TestDependencyKey>(of key: Key.Type) -> Key.Value {
        func live<Live: DependencyKey>(_: Live.Type) -> Any { Live.liveValue }
        if let liveKey = key as? any DependencyKey.Type, let value = live(liveKey) as? Key.Value { return value }
        IssueReporter.report(
            "\(Key.self) has no live implementation, but was used in a live context: give it one with "
                + "\"extension \(Key.self): DependencyKey { static let liveValue = … }\". Its test value is used.")
        return Key.testValue
    }
}

extension DependencyValues {
    /// True while dependencies are being overridden (the closure of `withDependencies`, a store's
    /// or test store's `withDependencies:`): reading a dependency then, to change part of it, does
    /// not count as using it in a test (swift-dependencies' `isSetting`).
    @TaskLocal static var isSetting = false
}

extension DependencyValues {
    /// How many test stores' `dependencies` are being changed in place on the main actor
    /// (`store.dependencies.numberFact.fetch = { … }`): a `_modify` cannot run its yield inside a
    /// task-local scope, so the main actor counts instead.
    @MainActor static var settingOnMainActor = 0

    /// Whether dependencies are being overridden, by either of the two ways above.
    static var isBeingSet: Bool {
        if isSetting { return true }
        guard Thread.isMainThread else { return false }
        return MainActor.assumeIsolated { settingOnMainActor > 0 }
    }
}
