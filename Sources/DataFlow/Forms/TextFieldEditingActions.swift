/// What the iOS 13 text field initialisers run as a field is edited: `onEditingChanged` with
/// `true` when editing begins and `false` when it ends, and `onCommit` when the field is
/// submitted (Return). The host runs them as it types into and submits fields.
struct TextFieldEditingActions {
    let editingChanged: (Bool) -> Void
    let commit: () -> Void
}

extension TextField where Label == Text {
    /// A field that reports when editing begins and ends and when it is submitted: SwiftUI's
    /// `TextField(_:text:onEditingChanged:onCommit:)`, deprecated for `onSubmit(of:_:)` and
    /// `focused(_:equals:)` (https://developer.apple.com/documentation/swiftui/textfield-deprecated;
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:oneditingchanged:oncommit:)).
    /// Today's SDK spells it as three initialisers (both actions, `onCommit:` alone,
    /// `onEditingChanged:` alone); the defaults here accept the same calls.
    /// As Apple's page says, `onEditingChanged` receives `true` when the user begins editing and
    /// `false` after they finish, and `onCommit` runs when the user presses Return. Headless,
    /// editing begins when the host first types into (or clears) the field and ends when the field
    /// is submitted or the host types into another field; `onCommit` runs before the `onSubmit`
    /// actions around the field.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, text: text)
        editingActions = TextFieldEditingActions(editingChanged: onEditingChanged, commit: onCommit)
    }

    /// The same, titled with a string that is not localized.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: text)
        editingActions = TextFieldEditingActions(editingChanged: onEditingChanged, commit: onCommit)
    }
}
