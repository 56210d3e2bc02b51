extension ViewHost {
    /// Taps the element `query` matches `count` times in a row, as a double tap does for
    /// `count: 2`: runs the closest `onTapGesture(count:perform:)` above it that needs exactly
    /// that many taps.
    public func tap(_ query: ElementQuery, count: Int) throws {
        guard count != 1 else { return try tap(query) }
        let element = try actionable(query, action: "tap")
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        guard let gesture = tapGesture(above: node, count: count) else {
            throw DataFlowError.cannotAct(
                "tap \(count) times", on: element, because: "no onTapGesture(count: \(count)) applies to it")
        }
        engine.perform("tap \(count)× \(element.line)") { gesture.action() }
    }

    /// The closest tap gesture above `node` (or on it) that needs `count` taps.
    func tapGesture(above node: ViewNode, count: Int) -> TapAction? {
        var current: ViewNode? = node
        while let ancestor = current {
            if let gesture = ancestor.effect?.tapGesture, gesture.count == count {
                return gesture
            }
            current = ancestor.parent
        }
        return nil
    }

    /// Closes the open menus that contain `node`.
    func closeMenus(around node: ViewNode) {
        var current = node.parent
        while let ancestor = current {
            if let state = ancestor.slots[MenuState.slot] as? MenuState, state.isOpen {
                state.isOpen = false
                engine.invalidate(ancestor)
            }
            current = ancestor.parent
        }
    }
}
