/// Whether the process is running tests, by its older name: xctest-dynamic-overlay's
/// `_XCTIsTesting`, which swift-issue-reporting 1.x kept as an alias of `isTesting` (soft-deprecated,
/// `deprecated: 9999, renamed: "isTesting"`) and removed in 2.0 ("IssueReporting 2.0", #191). Apps
/// written for TCA 1.x read it in their entry point: `if !_XCTIsTesting { AppView(store: store) }`.
public var _XCTIsTesting: Bool {
    isTesting
}
