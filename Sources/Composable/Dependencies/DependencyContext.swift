import Testing

/// Where code is running, which decides the value a dependency takes when nothing overrides it:
/// the live app, a preview, or a test (swift-dependencies' `DependencyContext`). Inside a test
/// the default is `.test`, as in the Composable Architecture.
public enum DependencyContext: Sendable {
    case live
    case preview
    case test

    /// The context of code that nothing has configured: `.test` inside a Swift Testing or XCTest
    /// test, `.live` otherwise.
    static var detected: DependencyContext {
        Test.current != nil || XCTestRunning.isActive ? .test : .live
    }
}
