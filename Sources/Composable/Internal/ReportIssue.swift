/// Records a test failure in a test, or prints a warning in an app: swift-issue-reporting's
/// `reportIssue`, which TCA code calls where something went wrong that should not crash.
public func reportIssue(
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    IssueReporter.report(message(), fileID: fileID, filePath: filePath, line: line, column: column)
}
