/// Work an action started that a demo waits for before its next step: Composable's `StoreTask`
/// (the effects of one `store.send(_:)`) adopts it. (Course tooling: SwiftUI has no counterpart.)
public protocol AwaitableWork {
    /// Returns when the work has finished.
    func finish() async
}
