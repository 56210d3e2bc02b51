/// Where a test called a `TestStore` method, so that a failure is reported on that line.
struct SourcePlace {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func report(_ message: String) {
        IssueReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
