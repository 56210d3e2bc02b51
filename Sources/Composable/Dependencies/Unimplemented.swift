/// An endpoint that reports an issue when called: swift-dependencies' `unimplemented(_:)`, used to
/// build a dependency's `testValue` so that a test calling what it did not override fails and
/// names it (`fetch: unimplemented("NumberFactClient.fetch")`). Throwing endpoints then throw;
/// the others return `placeholder`.
public func unimplemented<Result>(
    _ description: String = "", fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> @Sendable () async throws -> Result {
    { throw UnimplementedEndpoint(report(description, fileID, filePath, line, column)) }
}

/// A one-argument throwing endpoint that reports when called.
public func unimplemented<Argument, Result>(
    _ description: String = "", fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> @Sendable (Argument) async throws -> Result {
    { _ in throw UnimplementedEndpoint(report(description, fileID, filePath, line, column)) }
}

/// A non-throwing endpoint that reports when called and returns `placeholder`.
public func unimplemented<Result: Sendable>(
    _ description: String = "", placeholder: Result, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable () -> Result {
    {
        _ = report(description, fileID, filePath, line, column)
        return placeholder
    }
}

/// Reports that the endpoint `description` names was called, and returns its name.
private func report(
    _ description: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
) -> String {
    let name = description.isEmpty ? "an endpoint" : description
    IssueReporter.report(
        "Unimplemented: \(name) was called.\n\nOverride it in this test, for example in "
            + "\"withDependencies\" or the test store's dependencies.",
        fileID: fileID, filePath: filePath, line: line, column: column)
    return name
}
