/// Dismisses the presented feature that calls it: the `\.dismiss` dependency of the Composable
/// Architecture. A child feature presented with `ifLet(\.$child, action: \.child)` writes
///
///     @Dependency(\.dismiss) var dismiss
///     …
///     return .run { _ in await self.dismiss() }
///
/// and the parent receives `.child(.dismiss)`, which clears the child's state and cancels its
/// effects. Called from a feature that is not presented, it reports a failure, as TCA does.
public struct DismissEffect: Sendable {
    let dismiss: (@MainActor @Sendable () -> Void)?

    init(_ dismiss: (@MainActor @Sendable () -> Void)?) {
        self.dismiss = dismiss
    }

    /// Asks the presenting feature to dismiss this one.
    public func callAsFunction(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        guard let dismiss else {
            IssueReporter.report(
                "A reducer requested dismissal at \"\(fileID):\(line)\", but it was not presented. "
                    + "\"dismiss()\" only works in an effect of a feature presented with "
                    + "\"ifLet(\\.$child, action: \\.child)\" (or \"forEach\"), from that feature's own reducer.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        await dismiss()
    }
}

private enum DismissKey: DependencyKey {
    static let liveValue = DismissEffect(nil)
    static let testValue = DismissEffect(nil)
}

extension DependencyValues {
    /// Dismisses the presented feature: `@Dependency(\.dismiss) var dismiss`, then `await dismiss()`.
    public var dismiss: DismissEffect {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
