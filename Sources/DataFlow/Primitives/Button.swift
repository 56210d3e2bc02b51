/// A control that runs an action when tapped: SwiftUI's `Button`. Its label is any view; the host
/// finds it by the label's text or system image (`.button("+")`, `.button("play.circle")`).
/// A role (`.destructive`, `.cancel`) says what the button does; it shows as `role=destructive`.
public struct Button<Label: View>: View {
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role: `Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button whose label is a title: `Button("Update") { ... }`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A titled button with a role: `Button("Delete", role: .destructive) { ... }`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(
                kind: .button, attributes: role.map { [Attribute(name: "role", value: $0.name)] } ?? [],
                role: .tappable(action)),
            children: [.init(key: .index(0), view: styledLabel(in: node))]
        )
    }
}

extension Button {
    /// The label as the closest custom `ButtonStyle` draws it, or as it is.
    private func styledLabel(in node: ViewNode) -> any View {
        guard let style = node.inheritedButtonStyle else { return label }
        return style(label, role)
    }
}

/// What a button does, which decides how SwiftUI shows it (a destructive button in red, a cancel
/// button apart from the others in an alert): SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels the operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button where Label == DataFlow.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol: `Button("Add", systemImage: "plus") { ... }` (iOS 17).
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { DataFlow.Label(titleKey, systemImage: systemImage) }
    }
}
