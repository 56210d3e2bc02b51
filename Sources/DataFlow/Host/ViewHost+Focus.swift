extension ViewHost {
    /// Gives keyboard focus to the field `query` matches, as tapping into it does: writes the
    /// `@FocusState` of its `focused(...)` modifier, and takes focus away from every other field
    /// on screen. A field without `focused(...)` has no focus state to write: that is an error.
    public func focus(_ query: ElementQuery) throws {
        let element = try actionable(query, action: "focus")
        guard let target = focusNode(of: element) else {
            throw DataFlowError.cannotAct(
                "focus", on: element,
                because: "no .focused(...) modifier applies to it, so no @FocusState records its focus")
        }
        engine.perform("focus \(element.line)") { moveFocus(to: target) }
    }

    /// The element that has keyboard focus now, if a `@FocusState` says one has.
    public var focusedElement: Element? {
        shownTree.allElements.first { element in
            element.isFocusable && (focusTarget(of: element)?.isFocused() ?? false)
        }
    }

    /// Submits the field `query` matches, as pressing Return does: runs the `onSubmit` actions
    /// above it whose triggers match (`.text` for text and secure fields, `.search` for the search
    /// field of `searchable`), the innermost first, up to a `submitScope()`. A field made with
    /// `onCommit` runs it first, and its editing ends.
    public func submit(in query: ElementQuery) throws {
        let element = try actionable(query, action: "submit")
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        let trigger: SubmitTriggers = element.kind == .searchField ? .search : .text
        guard element.isFocusable else {
            throw DataFlowError.cannotAct(
                "submit", on: element, because: "only a TextField, a SecureField or a search field can be submitted")
        }
        var actions: [() -> Void] = []
        var current: ViewNode? = node
        while let ancestor = current {
            if let submit = ancestor.effect?.submit, submit.triggers.contains(trigger) {
                actions.append(submit.action)
            }
            if ancestor.effect?.blocksSubmit == true { break }
            current = ancestor.parent
        }
        let commit = node.element?.editingActions?.commit
        engine.perform("submit \(element.line)") {
            commit?()
            for action in actions { action() }
        }
        if node === editedField { endEditing() }
    }

    /// Focuses the field a user is about to type into, if it has a focus state and lacks focus.
    func focusBeforeTyping(_ element: Element) {
        guard let target = focusNode(of: element), let focus = target.effect?.focus, !focus.isFocused() else { return }
        engine.perform("focus \(element.line)") { moveFocus(to: target) }
    }

    /// The closest `focused(...)` modifier above an element.
    private func focusNode(of element: Element) -> ViewNode? {
        element.node.node?.ancestor { $0.effect?.focus != nil }
    }

    private func focusTarget(of element: Element) -> FocusTarget? {
        focusNode(of: element)?.effect?.focus
    }

    /// Focuses the field of `targetNode`; focus is exclusive, so a field that still has focus
    /// after that (its own `Bool` state still true) loses it.
    private func moveFocus(to targetNode: ViewNode) {
        targetNode.effect?.focus?.focus()
        var stack: [ViewNode] = [engine.root]
        while let node = stack.popLast() {
            if node !== targetNode, let other = node.effect?.focus, other.isFocused() {
                other.unfocus()
            }
            stack.append(contentsOf: node.children + node.presentedChildren)
        }
    }
}

extension Element {
    /// Text fields, secure fields and search fields take keyboard focus.
    var isFocusable: Bool {
        kind == .textField || kind == .secureField || kind == .searchField
    }
}
