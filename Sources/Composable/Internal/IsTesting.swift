import Testing

/// Whether the process is running tests: swift-issue-reporting's `isTesting` (re-exported by TCA),
/// which an app's entry point reads to stay out of its tests' way (TCA's SyncUps example:
/// `if isTesting { EmptyView() } else { AppView(store: Self.store) }`). True in an XCTest bundle
/// and inside a Swift Testing test.
public var isTesting: Bool {
    XCTestRunning.isActive || Test.current != nil
}
