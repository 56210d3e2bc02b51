import Foundation

/// A stand-in for the unified logging system's `Logger` (OSLog, `import os`), as app code writes
/// to it: `Logger(subsystem: "Birds", category: "Data").info("Found \(count) birds")`. OSLog does
/// not exist on Linux. Headless, each message is composed when it is logged and kept in this
/// process's log, which `OSLogStore(scope: .currentProcessIdentifier)` reads back, as Apple's
/// `OSLogStore` reads the entries a process logged. What it is not: nothing reaches a system log,
/// Console or standard error; the privacy options are accepted but nothing is redacted; and only
/// the latest `OSLogStore.capacity` entries are kept.
public struct Logger: Sendable {
    /// The subsystem given to `init(subsystem:category:)`, empty for `Logger()`.
    let subsystem: String
    /// The category given to `init(subsystem:category:)`, empty for `Logger()`.
    let category: String

    /// A logger for the default subsystem: SwiftUI apps' `Logger()`.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// A logger that tags each message with a subsystem (the app or one of its parts, often a
    /// reverse-DNS name) and a category: OSLog's `Logger(subsystem:category:)`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger writing to `log`: OSLog's `Logger(_:)`.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

    /// Logs a message at the default level (shown as `notice`): OSLog's `log(_:)`.
    public func log(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    /// Logs a message at `level`: OSLog's `log(level:_:)`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        OSLogStore.record(
            OSLogEntryLog(
                date: Date(), composedMessage: message.composed, subsystem: subsystem, category: category,
                level: level.entryLevel))
    }

    /// Logs a message for tracing through code: OSLog's `trace(_:)`, a debug-level message.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs a message useful while debugging: OSLog's `debug(_:)`.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs helpful but not essential information: OSLog's `info(_:)`.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs information essential for troubleshooting: OSLog's `notice(_:)`, the default level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs a warning: OSLog's `warning(_:)`, an error-level message.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs an error: OSLog's `error(_:)`.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs a critical error: OSLog's `critical(_:)`, a fault-level message.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs a fault, a bug in the program: OSLog's `fault(_:)`.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A subsystem and category to log to: OSLog's `OSLog` object, as `Logger(_:)` takes it.
public final class OSLog: Sendable {
    let subsystem: String
    let category: String

    /// A log for a subsystem and a category: OSLog's `OSLog(subsystem:category:)`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log: OSLog's `OSLog.default`.
    public static let `default` = OSLog(subsystem: "", category: "")
}

/// The level of a message: OSLog's `OSLogType`.
public struct OSLogType: Hashable, Sendable {
    let entryLevel: OSLogEntryLog.Level

    public static let `default` = OSLogType(entryLevel: .notice)
    public static let info = OSLogType(entryLevel: .info)
    public static let debug = OSLogType(entryLevel: .debug)
    public static let error = OSLogType(entryLevel: .error)
    public static let fault = OSLogType(entryLevel: .fault)
}
