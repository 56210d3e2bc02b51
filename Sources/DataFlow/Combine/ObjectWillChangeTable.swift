import Foundation

/// Where the synthesized `objectWillChange` of each `ObservableObject` is kept, so that every read
/// of it returns the same publisher for the object's whole life: Combine's contract.
///
/// Apple's documentation of `ObservableObject`: "By default an ObservableObject synthesizes an
/// objectWillChange publisher that emits the changed value before any of its @Published properties
/// changes". Apple's Combine returns that same publisher on every read, whether or not the class
/// has `@Published` properties, so `var score = 0 { willSet { objectWillChange.send() } }` reaches
/// the views observing the object (Hacking with Swift, "How to send state updates manually using
/// objectWillChange"; Point-Free #65's correction for Xcode 11 beta 5, which drops the declared
/// publisher because `ObservableObject` provides a default one). OpenCombine, a reimplementation,
/// hands such a class a new publisher per read, a difference its compatibility tests are reported
/// to mark as a to-do (the workbook's issue 17; not re-checked here). DataFlow did the same until
/// it kept the publisher here.
///
/// Combine keeps the publisher in the object (an associated object on Apple platforms); Linux has
/// no associated objects, so this table keys it by the object's identity and holds the object
/// weakly: an entry whose object is gone is never returned (a new object at the same address gets
/// its own publisher) and is pruned as the table grows.
final class ObjectWillChangeTable: @unchecked Sendable {
    static let shared = ObjectWillChangeTable()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pruneThreshold = 64

    /// The object's publisher: the one already recorded, else `make()`'s, recorded from now on.
    func publisher(
        for object: AnyObject, make: () -> ObservableObjectPublisher
    ) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        lock.lock()
        if let entry = entries[key], entry.object === object {
            lock.unlock()
            return entry.publisher
        }
        lock.unlock()
        // Built outside the lock: `make` reflects on the object and may read other objects' publishers.
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key], entry.object === object { return entry.publisher }
        entries[key] = Entry(object: object, publisher: made)
        if entries.count >= pruneThreshold {
            entries = entries.filter { $0.value.object != nil }
            pruneThreshold = max(64, entries.count * 2)
        }
        return made
    }
}
