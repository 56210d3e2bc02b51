import Foundation
import Testing
import XCTest

/// Reports a test failure (a `TestStore` mismatch, an unhandled effect error, an unimplemented
/// dependency) to the test framework that is running, as TCA's issue reporting does:
///
/// - inside a Swift Testing test, as an `Issue` (`Issue.record`);
/// - otherwise inside an XCTest test, as an `XCTFail` (on Linux an `Issue.record` made inside an
///   XCTest test is dropped without a word, so the failure must go through XCTest itself);
/// - outside any test, as a message on standard error, since nothing would show a recorded issue.
///
/// `IssueReporter.capturing(_:)` collects the failures instead, so that tests of the test tools
/// can read their words.
public enum IssueReporter {
    /// Where failures go while a `capturing` scope is active.
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [String] = []
        func append(_ message: String) { lock.withLock { collected.append(message) } }
        var messages: [String] { lock.withLock { collected } }
    }

    @TaskLocal static var capture: Capture?

    /// Runs `body` and returns the failure messages reported while it ran, instead of failing the test.
    @MainActor
    public static func capturing(_ body: @MainActor () async throws -> Void) async rethrows -> [String] {
        let capture = Capture()
        try await $capture.withValue(capture) { try await body() }
        return capture.messages
    }

    /// Reports `message` as a failure at the given place in the caller's source.
    public static func report(
        _ message: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        if let capture {
            capture.append(message)
        } else if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else if XCTestRunning.isActive {
            XCTFail(message, file: filePath, line: line)
        } else {
            FileHandle.standardError.write(Data("[Composable] \(fileID):\(line): \(message)\n".utf8))
        }
    }
}

/// Whether this process is an XCTest bundle (`swift test` runs `<Package>PackageTests.xctest`):
/// outside a Swift Testing test, that is where a failure belongs.
enum XCTestRunning {
    static let isActive: Bool =
        ProcessInfo.processInfo.arguments.contains { $0.hasSuffix(".xctest") }
        || Bundle.main.bundlePath.hasSuffix(".xctest")
}
