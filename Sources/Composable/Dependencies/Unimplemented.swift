/// An endpoint that reports an issue when called: swift-dependencies' `unimplemented(_:)`, used to
/// build a dependency's `testValue` so that a test calling what it did not override fails and
/// names it (`fetch: unimplemented("NumberFactClient.fetch")`). Throwing endpoints then throw;
/// the others return `placeholder`. As swift-issue-reporting's (`Sources/IssueReporting/
/// Unimplemented.swift`), one overload per kind of endpoint, for any number of arguments: async
/// or not, throwing or not.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "", fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
    { (_: repeat each Argument) in
        throw UnimplementedEndpoint(report(description(), fileID, filePath, line, column))
    }
}

/// A synchronous throwing endpoint that reports when called and throws, as swift-issue-reporting's
/// overload for `(Argument…) throws -> Result` (a client of synchronous endpoints:
/// `fetchUser: unimplemented("DataManager.fetchUser")`).
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "", fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
    { (_: repeat each Argument) in
        throw UnimplementedEndpoint(report(description(), fileID, filePath, line, column))
    }
}

/// A non-throwing endpoint that reports when called and returns `placeholder` (which may be left
/// out when it returns nothing).
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> Result = (), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
    { (_: repeat each Argument) in
        _ = report(description(), fileID, filePath, line, column)
        return placeholder()
    }
}

/// A non-throwing asynchronous endpoint that reports when called and returns `placeholder`.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> Result = (), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
    { (_: repeat each Argument) in
        _ = report(description(), fileID, filePath, line, column)
        return placeholder()
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
