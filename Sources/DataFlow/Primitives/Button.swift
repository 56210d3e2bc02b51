/// A control that runs an action when tapped: SwiftUI's `Button`. Its label is any view; the host
/// finds it by the label's text or system image (`.button("+")`, `.button("play.circle")`).
public struct Button<Label: View>: View {
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
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
}

extension Button: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .button, role: .tappable(action)),
            children: [.init(key: .index(0), view: label)]
        )
    }
}
