/// Appearing and disappearing. SwiftUI separates a view's *lifetime* (its identity in the tree,
/// which owns its `@State`) from its *visibility*: `onAppear` runs when a view comes on screen and
/// `onDisappear` when it leaves it, which can happen many times in one lifetime. A screen covered
/// by a pushed screen disappears and appears again when it is uncovered; a tab that is switched away
/// from disappears but keeps its state. This runtime finds what is on screen after every update
/// and compares it with what was on screen before.
///
/// Order within one update: the reactions to the update (`onChange`) first, then every
/// `onDisappear` (innermost views first), then every `onAppear` (outermost views first, "top-down:
/// from parent to child"), then the `onDismiss` of presentations that went away. SwiftUI does not
/// document the order between one view's `onDisappear` and another's `onAppear`; the runtime runs
/// the old view's `onDisappear` before the new view's `onAppear`, so that a log of an `.id` change
/// or an `if` switching branch reads "old disappears, new appears".
extension GraphEngine {
    /// Compares what is on screen now with what was on screen after the previous update and
    /// queues the callbacks that the difference calls for.
    func updateVisibility() {
        let now = ScreenVisibility.lifecycleNodes(from: root)
        let nowIDs = Set(now.map(ObjectIdentifier.init))
        let beforeIDs = Set(onScreen.map(ObjectIdentifier.init))
        var callbacks = reactionQueue
        reactionQueue.removeAll()
        for node in onScreen.reversed() where !nowIDs.contains(ObjectIdentifier(node)) {
            if let onDisappear = node.effect?.onDisappear { callbacks.append(onDisappear) }
        }
        for node in now where !beforeIDs.contains(ObjectIdentifier(node)) {
            if let onAppear = node.effect?.onAppear { callbacks.append(onAppear) }
        }
        callbacks += dismissQueue
        dismissQueue.removeAll()
        onScreen = now
        lifecycleQueue += callbacks
    }
}

/// Which parts of the mounted tree are on screen: inside a navigation container only the top
/// screen, inside a tab view only the selected tab, under a presentation both the content and what
/// it presents (a sheet leaves the screen beneath it in place, as in SwiftUI, where presenting a
/// sheet does not make the presenting view disappear).
@MainActor
enum ScreenVisibility {
    /// The children of `node` that are on screen when `node` is.
    static func shownChildren(of node: ViewNode) -> [ViewNode] {
        if let tab = node.view as? any TabItemMarker {
            return tab.isSelected(node) ? node.children.filter { $0.nodeKey.key != .barItem("tabItem") } : []
        }
        if case .navigationContainer? = node.element?.role {
            if let top = node.presentedChildren.last { return [top] }
            return node.children
        }
        if node.presentedChildren.isEmpty { return node.children }
        return node.children + node.presentedChildren
    }

    /// Every node on screen with an `onAppear`/`onDisappear` to call, outermost first.
    static func lifecycleNodes(from root: ViewNode?) -> [ViewNode] {
        guard let root else { return [] }
        var result: [ViewNode] = []
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            if let effect = node.effect, effect.onAppear != nil || effect.onDisappear != nil {
                result.append(node)
            }
            stack.append(contentsOf: shownChildren(of: node).reversed())
        }
        return result
    }
}
