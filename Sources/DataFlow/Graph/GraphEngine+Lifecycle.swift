/// Appearing and disappearing. SwiftUI separates a view's *lifetime* (its identity in the tree,
/// which owns its `@State`) from its *visibility*: `onAppear` runs when a view comes on screen and
/// `onDisappear` when it leaves it, which can happen many times in one lifetime. A screen covered
/// by a pushed screen disappears and appears again when it is uncovered; a tab that is switched away
/// from disappears but keeps its state.
///
/// After every update the runtime looks again at the parts of the tree whose visibility the update
/// may have changed (views created, views destroyed, a navigation container whose top screen
/// changed, a tab view, a presentation) and compares them with what was on screen before. An
/// update that only re-renders views in place costs nothing here.
///
/// Order within one update: the reactions to the update (`onChange`) first, then every
/// `onDisappear` (innermost views first), then every `onAppear` (outermost views first: write-ups
/// of SwiftUI's view lifecycle describe `onAppear` as called top-down, from parent to child), then
/// the `onDismiss` of presentations that went away. Apple's documentation does not state the order
/// between one view's `onDisappear` and another's `onAppear`; the runtime runs the old view's
/// `onDisappear` before the new view's `onAppear`, so that a log of an `.id` change or an `if`
/// switching branch reads "old disappears, new appears". (On a device, animated transitions can
/// deliver them the other way round; a test should not depend on that order.)
extension GraphEngine {
    /// Queues the callbacks that the changes of visibility in the current update call for.
    func updateVisibility() {
        let (disappeared, appeared) = visibility.settle()
        var callbacks = reactionQueue + preferenceReactions()
        reactionQueue.removeAll()
        callbacks += disappeared.compactMap { $0.effect?.onDisappear }
        callbacks += appeared.compactMap { $0.effect?.onAppear }
        callbacks += dismissQueue
        dismissQueue.removeAll()
        lifecycleQueue += callbacks
    }
}

/// The views with lifecycle callbacks that are on screen, and the parts of the tree an update
/// touched that may change that.
@MainActor
struct VisibilityState {
    private var shown: [ObjectIdentifier: ViewNode] = [:]
    private var createdInUpdate: Set<ObjectIdentifier> = []
    private var regions: [(node: ViewNode, isNew: Bool)] = []
    private var disappeared: [ViewNode] = []

    /// True when `node` was on screen after the last update.
    func isShown(_ node: ViewNode) -> Bool {
        shown[ObjectIdentifier(node)] != nil
    }

    /// A node was created: its subtree is new, and may be on screen.
    mutating func created(_ node: ViewNode) {
        createdInUpdate.insert(ObjectIdentifier(node))
        if let parent = node.parent, createdInUpdate.contains(ObjectIdentifier(parent)) { return }
        regions.append((node, true))
    }

    /// A node left the tree: if it was on screen, it disappears (children are destroyed first).
    mutating func destroyed(_ node: ViewNode) {
        if shown.removeValue(forKey: ObjectIdentifier(node)) != nil {
            disappeared.append(node)
        }
    }

    /// What is on screen under `node` may have changed (a push, a pop, a tab switch).
    mutating func mayHaveChanged(_ node: ViewNode) {
        regions.append((node, false))
    }

    /// Looks at every region the update touched; returns what disappeared (innermost first) and
    /// what appeared (outermost first).
    mutating func settle() -> (disappeared: [ViewNode], appeared: [ViewNode]) {
        var gone = disappeared
        var came: [ViewNode] = []
        for (region, isNew) in regions where region.isAlive {
            let nowShown = ScreenVisibility.isOnScreen(region) ? ScreenVisibility.lifecycleNodes(from: region) : []
            let nowIDs = Set(nowShown.map(ObjectIdentifier.init))
            if !isNew {
                var leaving: [ViewNode] = []
                ScreenVisibility.forEachNode(under: region) { node in
                    let id = ObjectIdentifier(node)
                    if shown[id] != nil && !nowIDs.contains(id) {
                        shown[id] = nil
                        leaving.append(node)
                    }
                }
                gone += leaving.reversed()
            }
            for node in nowShown where shown[ObjectIdentifier(node)] == nil {
                shown[ObjectIdentifier(node)] = node
                came.append(node)
            }
        }
        regions.removeAll()
        createdInUpdate.removeAll()
        disappeared.removeAll()
        // A view that left and came back within one update did not disappear.
        let cameIDs = Set(came.map(ObjectIdentifier.init))
        let goneIDs = Set(gone.map(ObjectIdentifier.init))
        return (
            gone.filter { !cameIDs.contains(ObjectIdentifier($0)) },
            came.filter { !goneIDs.contains(ObjectIdentifier($0)) }
        )
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

    /// True when every ancestor of `node` shows the child that leads to it.
    static func isOnScreen(_ node: ViewNode) -> Bool {
        var child = node
        while let parent = child.parent {
            guard shownChildren(of: parent).contains(where: { $0 === child }) else { return false }
            child = parent
        }
        return true
    }

    /// Every node on screen under `root` (included) with an `onAppear`/`onDisappear` to call,
    /// outermost first.
    static func lifecycleNodes(from root: ViewNode) -> [ViewNode] {
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

    /// Calls `body` for `root` and every node under it, shown or not, outermost first.
    static func forEachNode(under root: ViewNode, _ body: (ViewNode) -> Void) {
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            body(node)
            stack.append(contentsOf: (node.children + node.presentedChildren).reversed())
        }
    }
}
