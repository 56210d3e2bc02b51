/// A label that shows or hides its content: SwiftUI's `DisclosureGroup`. Collapsed, only the label
/// is on screen; tapping it (`host.tap(.disclosureGroup("Advanced"))`) expands it. With
/// `isExpanded:` the binding holds the state; without, the group keeps it, as in SwiftUI.
public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The expansion of a `DisclosureGroup` that has no binding: kept in its node.
@MainActor
final class DisclosureState {
    static let slot = -3
    var isExpanded = false
}

extension DisclosureGroup: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let state = (node.slots[DisclosureState.slot] as? DisclosureState) ?? DisclosureState()
        node.slots[DisclosureState.slot] = state
        let engine = node.engine
        let binding = isExpanded
        let expanded = binding?.wrappedValue ?? state.isExpanded
        var children: [PrimitiveContent.Child] = [.init(key: .barItem("label"), view: label)]
        if expanded { children.append(.init(key: .index(0), view: content)) }
        return PrimitiveContent(
            element: ElementDescription(
                kind: .disclosureGroup, value: expanded ? "expanded" : "collapsed",
                role: .tappable { [weak node] in
                    if let binding {
                        binding.wrappedValue.toggle()
                    } else if let node {
                        state.isExpanded.toggle()
                        engine.invalidate(node)
                    }
                }),
            children: children)
    }
}
