import Foundation
import Synchronization

/// The messages this process logged through `Logger`, read back as OSLog's `OSLogStore` reads a
/// process's log: `try OSLogStore(scope: .currentProcessIdentifier).getEntries()`. Headless, the
/// store is this process's memory and keeps the latest `capacity` entries; it has no positions,
/// predicates or other processes' entries (`getEntries(at:matching:)` takes and ignores them).
public final class OSLogStore: Sendable {
    /// Whose entries a store reads: OSLog's `OSLogStore.Scope`.
    public enum Scope: Sendable {
        /// This process's entries, the only ones there are here.
        case currentProcessIdentifier
        /// The whole system's entries; here the same as this process's.
        case system
    }

    /// How many entries are kept before the oldest are dropped.
    public static let capacity = 10_000

    private static let entries = Mutex<[OSLogEntryLog]>([])

    /// A store reading this process's log: OSLog's `OSLogStore(scope:)`.
    public init(scope: Scope) throws {}

    /// The entries logged so far, oldest first: OSLog's `getEntries(with:at:matching:)`.
    public func getEntries(
        with options: EnumerationOptions = [], at position: OSLogPosition? = nil, matching predicate: NSPredicate? = nil
    ) throws -> AnySequence<OSLogEntry> {
        let logged = Self.entries.withLock { $0 }
        return AnySequence(options.contains(.reverse) ? logged.reversed() : logged)
    }

    /// Options for reading entries: OSLog's `OSLogEnumerator.Options`.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = EnumerationOptions(rawValue: 1)
    }

    static func record(_ entry: OSLogEntryLog) {
        entries.withLock { entries in
            entries.append(entry)
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
    }
}

/// A place in a log to read from: OSLog's `OSLogPosition`. The stand-in store always reads from
/// the start.
public final class OSLogPosition: Sendable {}

/// One entry of a log: OSLog's `OSLogEntry`.
public class OSLogEntry: @unchecked Sendable {
    /// When the entry was logged.
    public let date: Date
    /// The message with its interpolations filled in.
    public let composedMessage: String

    init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
    }
}

/// An entry a `Logger` wrote: OSLog's `OSLogEntryLog`, with its subsystem, category and level.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// The level an entry was logged at: OSLog's `OSLogEntryLog.Level`.
    public enum Level: Int, Sendable {
        case undefined, debug, info, notice, error, fault
    }

    public let subsystem: String
    public let category: String
    public let level: Level

    init(date: Date, composedMessage: String, subsystem: String, category: String, level: Level) {
        self.subsystem = subsystem
        self.category = category
        self.level = level
        super.init(date: date, composedMessage: composedMessage)
    }
}
