import Foundation
import Testing

/// Where a `Shared` value is read and written: a root storage, or a part of another shared value.
final class SharedReference<Value>: @unchecked Sendable {
    // Sendable: `Shared` reads and writes it under `lock`.
    let lock: NSRecursiveLock
    let identity: ObjectIdentifier
    /// The root value's observation, shared by every part of it (see `SharedObservation`).
    let observation: SharedObservation
    let get: () -> Value
    let set: (Value) -> Void

    init(
        lock: NSRecursiveLock, identity: ObjectIdentifier, observation: SharedObservation,
        get: @escaping () -> Value, set: @escaping (Value) -> Void
    ) {
        self.lock = lock
        self.identity = identity
        self.observation = observation
        self.get = get
        self.set = set
    }

    /// A reference to the part of this value at `keyPath`, with the same lock and observation.
    func member<Member>(_ keyPath: WritableKeyPath<Value, Member>) -> SharedReference<Member> {
        SharedReference<Member>(
            lock: lock, identity: identity, observation: observation,
            get: { self.get()[keyPath: keyPath] },
            set: { member in
                var value = self.get()
                value[keyPath: keyPath] = member
                self.set(value)
            })
    }

    /// The reference to a root storage. Under a test store's `SharedChangeTracker`, a change is
    /// remembered before it is made, and while the test describes the state it reads and writes
    /// the test's copy instead of the storage.
    convenience init(root: SharedStorage<Value>, save: ((Value) -> Void)? = nil) {
        let identity = ObjectIdentifier(root)
        self.init(
            lock: root.lock, identity: identity, observation: root.observation,
            get: {
                let reading = SharedChangeTracker.reading
                guard reading != .live, let tracker = SharedChangeTracker.current,
                    let copy = tracker.value(of: identity, reading: reading) as? Value
                else { return root.value }
                return copy
            },
            set: { value in
                if let tracker = SharedChangeTracker.current {
                    guard SharedChangeTracker.reading == .live else {
                        tracker.describe(identity, as: value, live: root.value)
                        return
                    }
                    tracker.willChange(identity, from: root.value)
                }
                root.observation.changing { root.value = value }
                save?(value)
            })
    }
}

/// The storage of one shared value.
final class SharedStorage<Value>: @unchecked Sendable {
    let lock = NSRecursiveLock()
    let observation = SharedObservation()
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// The shared values made from keys, so that equal keys share one value.
enum SharedRegistry {
    nonisolated(unsafe) private static var references: [AnyHashable: AnyObject] = [:]
    private static let lock = NSLock()

    static func reference<Key: SharedKey>(for key: Key, initial: () -> Key.Value) -> SharedReference<Key.Value> {
        lock.lock()
        defer { lock.unlock() }
        // In a test, each test has its own shared values (swift-sharing resets them per test).
        let test: AnyHashable? =
            DependencyValues._current.context == .test ? AnyHashable(Test.current.map { "\($0.id)" } ?? "test") : nil
        let id = AnyHashable([AnyHashable(key.id), test])
        if let existing = references[id] as? SharedReference<Key.Value> { return existing }
        let storage = SharedStorage(key.load() ?? initial())
        let reference = SharedReference(root: storage, save: { key.save($0) })
        references[id] = reference
        return reference
    }
}
