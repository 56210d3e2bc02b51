import Foundation

/// A stand-in for Apple Foundation's `NSUbiquitousKeyValueStore`, the small key-value store that
/// iCloud keeps in step across a person's devices, which Linux's Foundation lacks. Here it is
/// this process's memory: values set are read back, `synchronize()` succeeds, and
/// `didChangeExternallyNotification` is never posted, since no other device changes anything. What
/// it is not: persistent (nothing outlives the process) nor limited to iCloud's 1 MB.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// The app's store: Foundation's `NSUbiquitousKeyValueStore.default`.
    public static let `default` = NSUbiquitousKeyValueStore()

    /// Posted when another device changed the store; never posted here.
    public static let didChangeExternallyNotification = Notification.Name(
        "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    public override init() {
        super.init()
    }

    /// The value stored for `key`, or nil.
    open func object(forKey key: String) -> Any? {
        lock.withLock { values[key] }
    }

    /// Stores `value` for `key`; nil removes it.
    open func set(_ value: Any?, forKey key: String) {
        lock.withLock { values[key] = value }
    }

    /// Removes the value stored for `key`.
    open func removeObject(forKey key: String) {
        set(nil, forKey: key)
    }

    open func string(forKey key: String) -> String? { object(forKey: key) as? String }
    open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    open func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    /// The number stored for `key`, or 0.
    open func longLong(forKey key: String) -> Int64 { number(forKey: key)?.int64Value ?? 0 }
    /// The number stored for `key`, or 0.
    open func double(forKey key: String) -> Double { number(forKey: key)?.doubleValue ?? 0 }
    /// The Boolean stored for `key`, or false.
    open func bool(forKey key: String) -> Bool { number(forKey: key)?.boolValue ?? false }

    private func number(forKey key: String) -> NSNumber? {
        switch object(forKey: key) {
        case let number as NSNumber: number
        case let value as Bool: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as Int64: NSNumber(value: value)
        case let value as Double: NSNumber(value: value)
        default: nil
        }
    }

    /// Every key and its value.
    open var dictionaryRepresentation: [String: Any] {
        lock.withLock { values }
    }

    /// Hands changes to iCloud and picks up others' changes; here there is nothing to exchange.
    @discardableResult
    open func synchronize() -> Bool {
        true
    }
}
