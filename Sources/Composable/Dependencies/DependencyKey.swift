/// A key naming one dependency in `DependencyValues`, with the value to use in each context, as in
/// the Composable Architecture (swift-dependencies' `DependencyKey`):
///
/// - `liveValue`: what the running app uses, talking to the real world;
/// - `testValue`: what tests use unless they override it; by default it reports a failure
///   ("has no test implementation") and falls back to the live value, because a test that reaches
///   the network or the real clock by accident is a test that lies;
/// - `previewValue`: what previews use; by default the live value.
public protocol DependencyKey<Value>: TestDependencyKey {
    // Restated, as swift-dependencies does, so that a key giving only `liveValue` has its `Value`
    // inferred from it.
    associatedtype Value = Self
    static var liveValue: Value { get }
    static var testValue: Value { get }
    static var previewValue: Value { get }
}

/// A key with values for tests and previews only: swift-dependencies' `TestDependencyKey`, for a
/// client declared in one module (its interface and test value) and given its live value in
/// another (`extension APIClient: DependencyKey { static let liveValue = … }`). Used by a running
/// app without a live value, it reports that and gives the test value, as swift-dependencies does.
public protocol TestDependencyKey<Value> {
    associatedtype Value: Sendable
    static var testValue: Value { get }
    static var previewValue: Value { get }
}

extension TestDependencyKey {
    public static var previewValue: Value { testValue }
}

extension DependencyKey {
    public static var previewValue: Value { liveValue }

    public static var testValue: Value {
        // Reading a dependency in order to override part of it (`$0.numberFact.fetch = { … }` in
        // `withDependencies` or a test store's dependencies) is not using it: swift-dependencies
        // reports nothing then, and the override is what the test will use.
        if DependencyValues.isBeingSet { return liveValue }
        IssueReporter.report(
            "A dependency has no test implementation, but was used from a test: \(Self.self) "
                + "(its value is a \(Value.self)).\n\nDependencies must not use their live implementation "
                + "in tests. Override it for this test, for example with "
                + "\"TestStore(initialState:reducer:withDependencies: { $0.<name> = … })\", or give "
                + "\(Self.self) a \"static var testValue\".")
        return liveValue
    }
}
