import Foundation

extension ViewHost {
    /// Delivers `url` to the app, as the system does when someone opens a link to it (a deep
    /// link): runs the `onOpenURL` actions of the views on screen, outermost first, as one update
    /// caused by "open URL". Apple's page routes a URL to a scene and does not say which of several
    /// handlers in it run; here every one on screen does.
    public func receiveURL(_ url: URL) throws {
        settle()
        var actions: [(URL) -> Void] = []
        ScreenVisibility.forEachNode(under: engine.root) { node in
            if let action = node.effect?.extras?.openURL, ScreenVisibility.isOnScreen(node) {
                actions.append(action)
            }
        }
        guard !actions.isEmpty else {
            throw DataFlowError(
                "Cannot open \(url): nothing on screen has .onOpenURL { ... }. The screen shows:\n"
                    + DataFlowError.excerpt(of: shownTree))
        }
        engine.perform("open URL \(url)") {
            for action in actions { action(url) }
        }
    }
}
