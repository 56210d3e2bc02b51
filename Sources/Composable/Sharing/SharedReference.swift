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
    nonisolated(unsafe) private static var subscriptions: [AnyHashable: SharedSubscription] = [:]
    private static let lock = NSLock()

    /// The reference for `key`: loaded through the key the first time (its value, else
    /// `initial()`, else the key's default), saved through it on every change when it is a
    /// `SharedKey`, and following the key's subscription. `initial` gives nil when the property
    /// gave no value.
    static func reference<Key: SharedReaderKey>(
        for key: Key, initial: () -> Key.Value?
    ) -> SharedReference<Key.Value> {
        lock.lock()
        defer { lock.unlock() }
        // In a test, each test has its own shared values (swift-sharing resets them per test).
        let test: AnyHashable? =
            DependencyValues._current.context == .test ? AnyHashable(Test.current.map { "\($0.id)" } ?? "test") : nil
        let id = AnyHashable([AnyHashable(key.id), test])
        if let existing = references[id] as? SharedReference<Key.Value> { return existing }
        let given = initial() ?? key.defaultValue
        let context: LoadContext<Key.Value> = given.map { .initialValue($0) } ?? .userInitiated
        // A key that loads at once resumes before `load` returns; a slow one updates the storage later.
        let loading = KeyLoad<Key.Value>()
        key.load(
            context: context,
            continuation: LoadContinuation { result in
                guard let root = loading.finish(result) else { return }
                if case .success(let value?) = result { root.observation.changing { root.value = value } }
                if case .failure(let error) = result { report(error, loading: key) }
            })
        var value = given
        switch loading.early {
        case .success(let stored?)?: value = stored
        case .failure(let error)?: report(error, loading: key)
        default: break
        }
        guard let value else {
            preconditionFailure("@Shared(\(key.id)) has no stored value and no default; give one: `= …`.")
        }
        let root = SharedStorage(value)
        loading.storage = root
        let save: (Key.Value) -> Void = { value in
            guard let writable = key as? any SharedKey else { return }
            persist(value, through: writable)
        }
        let reference = SharedReference(root: root, save: save)
        references[id] = reference
        subscriptions[id] = key.subscribe(
            context: .initialValue(value),
            subscriber: SharedSubscriber { result in
                switch result {
                case .success(let value?): root.observation.changing { root.value = value }
                case .success(nil): break
                case .failure(let error): report(error, loading: key)
                }
            })
        return reference
    }

    /// Saves `value` through `key`, reporting a failure.
    private static func persist<Writable: SharedKey>(_ value: Any, through key: Writable) {
        guard let value = value as? Writable.Value else { return }
        key.save(
            value, context: .didSet,
            continuation: SaveContinuation { result in
                if case .failure(let error) = result {
                    IssueReporter.report("Could not save the @Shared value of \(key.id): \(error)")
                }
            })
    }

    private static func report(_ error: any Error, loading key: some SharedReaderKey) {
        IssueReporter.report("Could not load the @Shared value of \(key.id): \(error)")
    }
}

/// One key's first load: a result that arrived before the storage was made (a key that loads at
/// once), or the storage a later result goes to.
private final class KeyLoad<Value>: @unchecked Sendable {
    // Sendable: every field is read and written under `lock`.
    private let lock = NSLock()
    private var _early: Result<Value?, any Error>?
    private var _storage: SharedStorage<Value>?
    private var finished = false

    /// The result that arrived before the storage was made.
    var early: Result<Value?, any Error>? { lock.withLock { _early } }

    /// The storage made after an early result, or for a later one.
    var storage: SharedStorage<Value>? {
        get { lock.withLock { _storage } }
        set { lock.withLock { _storage = newValue } }
    }

    /// Records `result` (only the first counts): the storage it must go to when it came late,
    /// nil when it came early or was not the first.
    func finish(_ result: Result<Value?, any Error>) -> SharedStorage<Value>? {
        lock.withLock {
            guard !finished else { return nil }
            finished = true
            if _storage == nil { _early = result }
            return _storage
        }
    }
}
