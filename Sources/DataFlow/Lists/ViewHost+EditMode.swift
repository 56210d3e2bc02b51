extension ViewHost {
    /// The host's edit mode: what `EditButton` switches and `@Environment(\.editMode)` binds to.
    public var editMode: EditMode {
        engine.editModeState.binding.wrappedValue
    }

    /// Deletes a row as a user does in Edit mode: taps the row's delete control, then "Delete".
    /// The list must be in Edit mode (tap `EditButton` first, `host.tap(.button("Edit"))`), as on a
    /// device, where the delete controls show only then; the row is found by what it shows
    /// (`.text("Milk")`), and its `ForEach`'s `onDelete` runs, as `delete(_:)` runs it.
    public func deleteInEditMode(_ row: ElementQuery) throws {
        guard editMode.isEditing else {
            let element = try actionable(row, action: "delete in Edit mode")
            throw DataFlowError.cannotAct(
                "delete in Edit mode", on: element,
                because: "the list is not in Edit mode: tap its EditButton (host.tap(.button(\"Edit\"))) first")
        }
        try delete(row)
    }
}
