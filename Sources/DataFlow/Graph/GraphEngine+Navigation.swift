/// Navigation: pushing and popping screens on a navigation container. A push by a link that
/// carries a view, or a pop of one, is recorded in the update trace as a change of the container's
/// path; pushing or popping a value writes the path itself (the stack's `path:` binding, whose
/// write the trace records like any other, or the path the stack keeps when it has none).
extension GraphEngine {
    /// Pushes `link`'s destination onto `container`, as following the link does.
    func push(_ link: ViewNode, onto container: ViewNode, onPop: (@MainActor () -> Void)? = nil, recorded: Bool = true)
    {
        let before = describePath(of: container)
        nextScreenID += 1
        let base = PushedScreens.pathValues(of: container).count
        container.navigationPath.append(PushedScreen(link: link, id: nextScreenID, base: base, onPop: onPop))
        link.pushedIn = container
        if recorded {
            recordNavigation(of: container, from: before)
        } else {
            refreshPresentationsLater(of: container)
        }
    }

    /// Appends `value` to `container`'s path, as following a value link does. False when the
    /// path is typed and `value` is of another type.
    func push(value: AnyHashable, onto container: ViewNode) -> Bool {
        if let path = (container.view as? any NavigationContainer)?.boundPath {
            return path.append(value)
        }
        let before = describePath(of: container)
        container.ownedPath.elements.append(value)
        recordNavigation(of: container, from: before)
        return true
    }

    /// Pops the top screen of `container`, destroying it and its state.
    func pop(from container: ViewNode) {
        switch PushedScreens.top(of: container) {
        case .link(let index)?:
            let before = describePath(of: container)
            let popped = container.navigationPath.remove(at: index)
            popped.link?.pushedIn = nil
            recordNavigation(of: container, from: before)
            popped.onPop?()
        case .value?:
            if let path = (container.view as? any NavigationContainer)?.boundPath {
                path.removeLast()
            } else {
                let before = describePath(of: container)
                container.ownedPath.elements.removeLast()
                recordNavigation(of: container, from: before)
            }
        case nil:
            break
        }
    }

    /// Removes the screen `link` pushed, without recording a change: the binding that asked for
    /// it (a `navigationDestination(isPresented:)` turning false) is the change.
    func unpush(_ link: ViewNode, from container: ViewNode) {
        container.navigationPath.removeAll { $0.link === link }
        link.pushedIn = nil
        refreshPresentationsLater(of: container)
    }

    func recordNavigation(of container: ViewNode, from before: String) {
        recordChange(
            StateChange(
                source: "\(container.typeName) path", kind: "navigation",
                oldValue: before, newValue: describePath(of: container)))
        refreshPresentationsLater(of: container)
    }

    func describePath(of container: ViewNode) -> String {
        var names = PushedScreens.pathValues(of: container).map { String(describing: $0.base) }
        names += container.navigationPath.compactMap { screen in
            (screen.link?.view as? any AnyNavigationLink)?.destinationView.map { ViewNode.displayName(of: $0) }
        }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
