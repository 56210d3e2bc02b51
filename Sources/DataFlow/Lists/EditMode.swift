/// Whether the user is editing a list: SwiftUI's `EditMode`, read through `@Environment(\.editMode)`
/// (a binding) and switched by `EditButton`. In Edit mode a list's rows can be deleted and moved.
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    /// True while editing (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

/// A host's edit mode: what `EditButton` switches and `\.editMode` binds to. SwiftUI keeps one per
/// navigation container; DataFlow keeps one per host (one scene), so an `EditButton` in a toolbar
/// and the list below it share it. Reading it makes a view depend on it.
@MainActor
final class EditModeState: SourceOfTruth {
    private var mode = EditMode.inactive

    init(engine: GraphEngine) {
        super.init(kind: "@Environment", name: "editMode", owner: nil, engine: engine)
    }

    var binding: Binding<EditMode> {
        Binding(
            get: { [self] in
                recordRead()
                return mode
            },
            set: { [self] newValue in
                guard newValue != mode else { return }
                let old = mode
                mode = newValue
                publishChange(old: "\(old)", new: "\(newValue)")
            })
    }

    override var inspectedValue: String? { "\(mode)" }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// A binding to the edit mode of the list around: SwiftUI's `editMode`.
    /// `editMode?.wrappedValue.isEditing == true` while the user edits.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that switches the edit mode of the list around between "Edit" and "Done":
/// SwiftUI's `EditButton`. The host taps it as `.button("Edit")`.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
