/// A button that opens a list of actions: SwiftUI's `Menu`. Closed, only its label is on screen;
/// tapping it (`host.tap(.menu("Sort"))`) opens it and shows its buttons, which can then be
/// tapped; choosing one runs its action and closes the menu, as in SwiftUI.
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension Menu where Label == Text {
    /// A menu titled with a string: `Menu("Sort") { Button("By name") { ... } }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// Whether a menu is open; kept in the menu's node, since a user opens it, not the code.
@MainActor
final class MenuState {
    static let slot = -2
    var isOpen = false
}

extension Menu: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let state = (node.slots[MenuState.slot] as? MenuState) ?? MenuState()
        node.slots[MenuState.slot] = state
        let engine = node.engine
        var children: [PrimitiveContent.Child] = [.init(key: .barItem("label"), view: label)]
        if state.isOpen {
            // Marked so that `.menuItem(_:)` finds the buttons of an open menu, however nested.
            children.append(.init(key: .index(0), view: content.attributed("within", ElementKind.menu.name)))
        }
        return PrimitiveContent(
            element: ElementDescription(
                kind: .menu,
                value: state.isOpen ? "open" : nil,
                role: .menu(toggle: { [weak node] in
                    guard let node else { return }
                    state.isOpen.toggle()
                    engine.invalidate(node)
                })
            ),
            children: children
        )
    }
}
