/// Navigation: pushing and popping screens on a navigation container, recorded in the update
/// trace like a change to a source of truth.
extension GraphEngine {
    /// Pushes `link`'s destination onto `container`, as following the link does.
    func push(_ link: ViewNode, onto container: ViewNode) {
        let before = describePath(of: container)
        nextScreenID += 1
        container.navigationPath.append(PushedScreen(link: link, id: nextScreenID))
        link.pushedIn = container
        recordNavigation(of: container, from: before)
    }

    /// Pops the top screen of `container`, destroying it and its state.
    func pop(from container: ViewNode) {
        let before = describePath(of: container)
        let popped = container.navigationPath.removeLast()
        popped.link?.pushedIn = nil
        recordNavigation(of: container, from: before)
    }

    func recordNavigation(of container: ViewNode, from before: String) {
        let change = StateChange(source: "\(container.typeName) path", kind: "navigation",
                                 oldValue: before, newValue: describePath(of: container))
        pendingChanges.append(change)
        refreshPresentationsLater(of: container)
    }

    func describePath(of container: ViewNode) -> String {
        let names = container.navigationPath.compactMap { screen in
            (screen.link?.view as? any AnyNavigationLink).map { ViewNode.displayName(of: $0.destinationView) }
        }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
