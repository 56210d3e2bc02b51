import DataFlow
import Foundation
import Testing

/// The stand-in for OSLog's `Logger`, as Apple's "Backyard Birds" sample logs from its models
/// (`Logger(subsystem:category:)`, `logger.info("Found \(count) backyards")`): a message is
/// composed when it is logged, tagged with its subsystem, category and level (OSLog's `info` is
/// `.info`, `warning` and `error` are `.error`, `critical` and `fault` are `.fault`), and
/// `OSLogStore(scope: .currentProcessIdentifier).getEntries()` reads it back, as Apple documents
/// for a process's own log. On today's main `Logger` does not exist, so this does not compile.
@Suite struct LoggerStandInTests {
    @Test func messagesAreComposedAndReadBackFromTheStore() throws {
        let category = "LoggerStandInTests-\(UUID())"
        let logger = Logger(subsystem: "BackyardBirdsData", category: category)
        let count = 3
        let name = "Robin"
        logger.info("Found \(count) backyards")
        logger.warning("\(name, privacy: .public) flew off at \(0.5, format: .fixed(precision: 1)) m/s")
        logger.fault("\(String.self) is \(true)")

        let entries = try OSLogStore(scope: .currentProcessIdentifier).getEntries()
            .compactMap { $0 as? OSLogEntryLog }.filter { $0.category == category }
        #expect(entries.map(\.composedMessage) == ["Found 3 backyards", "Robin flew off at 0.5 m/s", "String is true"])
        #expect(entries.map(\.level) == [.info, .error, .fault])
        #expect(entries.allSatisfy { $0.subsystem == "BackyardBirdsData" })
    }
}
