extension GraphEngine {
    /// The environment `node` sees: the defaults, changed by every environment writer and
    /// `.disabled(true)` above it, root first; a sheet or a pushed screen becomes what `dismiss`
    /// dismisses. Presented screens are children of their presenter, so they inherit its environment.
    func environment(of node: ViewNode) -> EnvironmentValues {
        var ancestors: [ViewNode] = []
        var current = node.parent
        while let ancestor = current {
            ancestors.append(ancestor)
            current = ancestor.parent
        }
        var values = EnvironmentValues()
        values.editMode = editModeState.binding
        for ancestor in ancestors.reversed() {
            if ancestor.isPresentedScreen {
                values.presentedScreen = WeakNode(node: ancestor)
            }
            if ancestor.effect?.disables == true {
                values.isEnabled = false
            }
            ancestor.environmentTransform?(&values)
        }
        if node.isPresentedScreen {
            values.presentedScreen = WeakNode(node: node)
        }
        return values
    }

    /// Looks up again every environment value read below `node`, after `node` changed what it
    /// writes; the views whose value changed are re-evaluated in this update.
    func recheckEnvironment(below node: ViewNode) {
        var stack = node.children + node.presentedChildren
        while let next = stack.popLast() {
            for slot in next.slots.values {
                (slot as? EnvironmentReading)?.recheck()
            }
            stack += next.children
            stack += next.presentedChildren
        }
    }
}

extension ViewNode {
    /// True for a sheet's screen or a pushed screen: what `dismiss` dismisses. Known from the
    /// node's key (its parent's list of presented children may be under reconstruction).
    var isPresentedScreen: Bool {
        switch nodeKey.key {
        case .pushed, .pathValue, .presented: true
        default: false
        }
    }
}
