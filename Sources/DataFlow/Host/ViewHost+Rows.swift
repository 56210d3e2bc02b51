extension ViewHost {
    /// Deletes the row that contains the element `row` matches, as swiping it away does: calls the
    /// `onDelete(perform:)` action of the row's `ForEach` with the row's offset. The action decides
    /// what happens to the data (usually `items.remove(atOffsets: offsets)`), as in SwiftUI.
    public func delete(_ row: ElementQuery) throws {
        let (element, forEach, offset) = try locateRow(row, action: "delete")
        guard let onDelete = handler(above: forEach, \.onDelete) else {
            throw DataFlowError.cannotAct(
                "delete", on: element,
                because: """
                    its ForEach has no onDelete(perform:), so rows cannot be deleted. Add \
                    .onDelete { offsets in items.remove(atOffsets: offsets) } to the ForEach (not to the List)
                    """)
        }
        engine.perform("delete row \(offset) (\(element.line))") { onDelete(IndexSet(integer: offset)) }
    }

    /// Moves the row that contains the element `row` matches, as dragging it in Edit mode does:
    /// calls the `onMove(perform:)` action of the row's `ForEach` with the row's offset and
    /// `destination`, counted as `move(fromOffsets:toOffset:)` counts it (to move the first of
    /// three rows to the end, the destination is 3).
    public func move(_ row: ElementQuery, toOffset destination: Int) throws {
        let (element, forEach, offset) = try locateRow(row, action: "move")
        guard let onMove = handler(above: forEach, \.onMove) else {
            throw DataFlowError.cannotAct(
                "move", on: element,
                because: """
                    its ForEach has no onMove(perform:), so rows cannot be moved. Add \
                    .onMove { from, to in items.move(fromOffsets: from, toOffset: to) } to the ForEach
                    """)
        }
        guard (0...forEach.children.count).contains(destination) else {
            throw DataFlowError(
                "Cannot move \(element.line) to offset \(destination): the list has \(forEach.children.count) rows, so the destination must be between 0 and \(forEach.children.count)."
            )
        }
        engine.perform("move row \(offset) to \(destination) (\(element.line))") {
            onMove(IndexSet(integer: offset), destination)
        }
    }

    /// Selects the row that contains the element `row` matches in a `List(selection:)`, as tapping
    /// it does: writes the row's id (its `ForEach` id, or its `.tag(_:)`) to the selection. In a
    /// list with a `Set` selection, selecting a selected row deselects it.
    public func select(_ row: ElementQuery) throws {
        let element = try actionable(row, action: "select")
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        guard let list = node.ancestor(where: { if case .selectableList? = $0.element?.role { true } else { false } }),
            case .selectableList(let select)? = list.element?.role
        else {
            throw DataFlowError.cannotAct("select", on: element, because: "it is not in a List(selection:)")
        }
        // A row that is a `NavigationLink(_:value:)` is selected by its value, as in SwiftUI's
        // sidebars (Apple's "Migrating to new navigation types").
        if let value = Self.linkValue(around: node) {
            var accepted = false
            engine.perform("select \(element.line)") { accepted = select(value) }
            if accepted { return }
        }
        guard let tag = element.tag else {
            throw DataFlowError.cannotAct(
                "select", on: element, because: "its row has no id: make the rows with ForEach, or give each a .tag(_:)"
            )
        }
        var accepted = true
        engine.perform("select \(element.line)") { accepted = select(tag) }
        if !accepted {
            throw DataFlowError(
                "The row \(element.line) has id \(tag.base) of type \(Swift.type(of: tag.base)), which is not the type of the list's selection; make the selection's type the rows' id type."
            )
        }
    }

    /// The value of the `NavigationLink(_:value:)` that is `node` or holds it, inside its list.
    static func linkValue(around node: ViewNode) -> AnyHashable? {
        let link = node.ancestor {
            $0.view is any AnyNavigationLink
                || { if case .selectableList? = $0.element?.role { true } else { false } }($0)
        }
        return (link?.view as? any AnyNavigationLink)?.pushedValue?.value
    }

    /// The row of a `ForEach` that contains what `query` matches, and its offset among the rows.
    private func locateRow(_ query: ElementQuery, action: String) throws -> (Element, ViewNode, Int) {
        let element = try actionable(query, action: action)
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        guard let row = node.ancestor(where: { $0.parent?.view is any ForEachMarker }),
            let forEach = row.parent,
            let offset = forEach.children.firstIndex(where: { $0 === row })
        else {
            throw DataFlowError.cannotAct(action, on: element, because: "it is not in a row made by ForEach")
        }
        return (element, forEach, offset)
    }

    /// The closest handler among the modifiers applied directly to a `ForEach`.
    private func handler<Handler>(above forEach: ViewNode, _ property: KeyPath<ModifierEffect, Handler?>) -> Handler? {
        var current = forEach.parent
        while let node = current, let effect = node.effect {
            if let handler = effect[keyPath: property] { return handler }
            current = node.parent
        }
        return nil
    }
}
