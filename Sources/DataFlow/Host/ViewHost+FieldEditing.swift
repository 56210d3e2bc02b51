extension ViewHost {
    /// Starts editing the field `element` shows, as a user's tap into it does. A field made with
    /// `onEditingChanged` hears `true` once, until its editing ends; the field edited before it
    /// stops being edited (and hears `false`).
    func beginEditing(_ element: Element) {
        guard let node = element.node.node, node !== editedField else { return }
        endEditing()
        guard let actions = node.element?.editingActions else { return }
        editedField = node
        engine.perform("begin editing \(element.line)") { actions.editingChanged(true) }
    }

    /// Ends the editing of the field being edited, if any: it hears `onEditingChanged(false)`.
    func endEditing() {
        guard let node = editedField else { return }
        editedField = nil
        guard let actions = node.element?.editingActions else { return }
        engine.perform("end editing \(node.typeName)") { actions.editingChanged(false) }
    }
}
