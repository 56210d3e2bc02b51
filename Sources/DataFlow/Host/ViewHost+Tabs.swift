extension ViewHost {
    /// Selects the tab whose item is labelled `label` in the tab view on screen, as tapping it in
    /// the tab bar does: writes its tag to the `selection:` binding (or, without one, to the tab
    /// view's own selection). The old tab disappears and the new one appears; both keep their state.
    public func selectTab(_ label: String) throws {
        let tree = shownTree
        guard let tabView = tree.allElements.last(where: { $0.kind == .tabView }),
            let tabViewNode = tabView.node.node, let container = tabViewNode.view as? any TabContainer
        else {
            throw DataFlowError(
                "Cannot select the tab \"\(label)\": no TabView is on screen. The screen shows:\n\(DataFlowError.excerpt(of: tree))"
            )
        }
        let items = tabView.children.filter { $0.kind == .tabItem }
        guard let item = items.first(where: { $0.label == label }), let tag = item.tag else {
            let available = items.compactMap(\.label).map { "\"\($0)\"" }.joined(separator: ", ")
            throw DataFlowError(
                "The TabView has no tab \"\(label)\". Its tabs are: \(available.isEmpty ? "none" : available).")
        }
        var accepted = true
        engine.perform("select tab \"\(label)\"") {
            if container.boundSelection != nil {
                accepted = container.select(tag)
            } else {
                let before = tabViewNode.ownedTabSelection.map { "\($0.base)" } ?? "first tab"
                tabViewNode.ownedTabSelection = tag
                engine.visibility.mayHaveChanged(tabViewNode)
                engine.recordChange(
                    StateChange(source: "TabView selection", kind: "tab", oldValue: before, newValue: "\(tag.base)"))
            }
        }
        if !accepted {
            throw DataFlowError(
                "The tab \"\(label)\" has tag \(tag.base) of type \(Swift.type(of: tag.base)), but the TabView's selection is of type \(container.selectionTypeName); give the tabs tags of the selection's type."
            )
        }
    }
}
