/// What a primitive view puts on screen, before it is turned into an inspectable `Element`:
/// its kind ("Text", "Button"...), its label, its current value and its behaviour for actions.
struct ElementDescription {
    var kind: ElementKind
    var label: String?
    var value: String?
    var attributes: [Attribute] = []
    var role: Role = .display
    /// For a field made with `onEditingChanged`/`onCommit`: what editing it runs.
    var editingActions: TextFieldEditingActions?

    /// What a user can do with an element.
    enum Role {
        case display
        case tappable(@MainActor () -> Void)
        case textInput(get: @MainActor () -> String, set: @MainActor (String) -> Void)
        case toggle(get: @MainActor () -> Bool, set: @MainActor (Bool) -> Void)
        case slider(
            get: @MainActor () -> Double, set: @MainActor (Double) -> Void, bounds: ClosedRange<Double>, step: Double?)
        case picker(select: @MainActor (AnyHashable) -> Bool)
        case navigationLink
        case navigationContainer
        case stepper(increment: @MainActor () -> Void, decrement: @MainActor () -> Void)
        case datePicker(set: @MainActor (Date) -> Void)
        case menu(toggle: @MainActor () -> Void)
        case selectableList(select: @MainActor (AnyHashable) -> Bool)
    }
}
