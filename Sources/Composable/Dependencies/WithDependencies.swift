/// Runs `operation` with dependencies changed by `updateValuesForOperation`, then restores them:
/// the Composable Architecture's `withDependencies`. Tests use it to control time, identifiers and
/// clients; code run inside, and effects it starts, see the changed values.
///
///     let model = withDependencies {
///         $0.uuid = .incrementing
///     } operation: {
///         FeatureModel()
///     }
@discardableResult
public func withDependencies<Result>(
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    operation: () throws -> Result
) rethrows -> Result {
    var values = DependencyValues._current
    try DependencyValues.$isSetting.withValue(true) { try updateValuesForOperation(&values) }
    return try DependencyValues.$_current.withValue(values, operation: operation)
}

/// Runs the asynchronous `operation` with dependencies changed by `updateValuesForOperation`.
@discardableResult
public func withDependencies<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
    operation: () async throws -> Result
) async rethrows -> Result {
    var values = DependencyValues._current
    try await DependencyValues.$isSetting.withValue(true) { try await updateValuesForOperation(&values) }
    return try await DependencyValues.$_current.withValue(values, operation: operation, isolation: isolation)
}
