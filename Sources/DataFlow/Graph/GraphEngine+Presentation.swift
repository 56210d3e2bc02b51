/// Presentations: the screens a presenter shows over its content (pushed screens, a sheet),
/// brought up to date once the views that feed them have their latest values.
extension GraphEngine {
    /// Brings a presenter's pushed screens or sheet up to date with its current state.
    func refreshPresentations(of node: ViewNode) {
        guard node.isAlive, let presenter = node.view as? any PresentingView else { return }
        // What deciding the presented screens reads, the presenter depends on.
        DependencyTracker.rendering(node) {
            refreshPresentations(of: node, presenter: presenter)
        }
    }

    func refreshPresentations(of node: ViewNode, presenter: any PresentingView) {
        refreshedPresenters.insert(ObjectIdentifier(node))
        let before = node.presentedChildren.map(ObjectIdentifier.init)
        // A presentation driven by an @Observable property (`$model.showsSheet`) follows it too.
        let presented = trackingObservation(of: node) { presenter.presentedChildren(in: node) }
        reconcile(&node.presentedChildren, of: node, with: presented)
        if node.presentedChildren.map(ObjectIdentifier.init) != before {
            // A screen was pushed, popped or presented: what is on screen under this node changed.
            visibility.mayHaveChanged(node)
        }
    }

    /// Asks for `presenter`'s pushed screens or sheet to be brought up to date at the end of the
    /// current update, once every view that feeds them has its latest value.
    func refreshPresentationsLater(of presenter: ViewNode) {
        presentersToRefresh.append(presenter)
    }

    func refreshDeferredPresenters() {
        while !presentersToRefresh.isEmpty {
            let presenters = presentersToRefresh
            presentersToRefresh.removeAll()
            // Each presenter is brought up to date once per update: its screens re-render and may
            // ask again, which must not loop.
            for presenter in presenters where !refreshedPresenters.contains(ObjectIdentifier(presenter)) {
                refreshPresentations(of: presenter)
            }
        }
    }
}
