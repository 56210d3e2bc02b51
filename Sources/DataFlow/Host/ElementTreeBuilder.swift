/// Builds the element tree of what is on screen now: the topmost sheet if one is presented,
/// otherwise the root; inside a navigation container, only its top screen. Modifier marks are
/// applied to the elements directly under the modifier.
@MainActor
struct ElementTreeBuilder {
    /// What the views above a node pass down while building.
    private struct Inherited {
        var attributes: [Attribute] = []
        /// Marks that flow down to everything inside, like SwiftUI's environment: a font set on a
        /// stack applies to every text in it. The closest modifier wins.
        var environment: [String: String] = [:]
        var isDisabled = false
        var isHidden = false
        var tag: AnyHashable?
    }

    /// The node whose content is on screen: the last presentation (sheet, alert...) shown, or the root.
    static func shownRoot(of engine: GraphEngine) -> ViewNode {
        var shown: ViewNode = engine.root
        var stack: [ViewNode] = [engine.root]
        while let node = stack.popLast() {
            for presented in node.presentedChildren where presented.view is any PresentedScreenMarker {
                shown = presented
            }
            stack.append(contentsOf: ScreenVisibility.shownChildren(of: node).reversed())
        }
        return shown
    }

    /// Modifiers that apply to everything inside the view they modify.
    private static let flowsDown: Set<String> = [
        "font", "foregroundColor", "bold", "italic", "fontWeight", "fontDesign", "tint",
        "multilineTextAlignment", "lineLimit", "textCase", "labelsHidden", "keyboardType",
        "autocorrectionDisabled", "textInputAutocapitalization", "submitLabel", "imageScale",
        "buttonStyle", "listStyle", "textFieldStyle", "labelStyle", "datePickerStyle", "toggleStyle",
        "progressViewStyle", "pickerStyle", "groupBoxStyle", "within",
    ]

    /// Controls whose label is the text and images inside them.
    private static let labelledByContent: Set<ElementKind> = [
        .button, .navigationLink, .toggle, .picker, .label, .toolbarItem, .menu, .stepper, .datePicker,
        .link, .disclosureGroup, .labeledContent, .colorPicker, .shareLink, .gauge,
    ]

    static func shownTree(of engine: GraphEngine) -> Element {
        let root = shownRoot(of: engine)
        // The root node is the host's own wrapper; the tree starts with the view it was given.
        let start = root === engine.root ? root.children : [root]
        let elements = start.flatMap { ElementTreeBuilder().elements(of: $0, Inherited()) }
        if elements.count == 1, let only = elements.first {
            return only
        }
        return Element(
            kind: .screen, label: nil, value: nil, attributes: [], isComposite: false,
            isDisabled: false, isHidden: false, children: elements, tag: nil, environment: [:], node: root)
    }

    /// The tags of a picker's rows: the texts and images in its content that carry a tag.
    static func rowTags(of picker: ViewNode) -> [AnyHashable] {
        let content = picker.children.filter { $0.nodeKey.key != .barItem("label") }
        return content.flatMap { ElementTreeBuilder().elements(of: $0, Inherited()) }
            .flatMap(\.allElements)
            .filter { ElementKind.readable.contains($0.kind) }
            .compactMap(\.tag)
    }

    private func elements(of node: ViewNode, _ inherited: Inherited) -> [Element] {
        var inherited = inherited
        if case .id(let id) = node.nodeKey.key {
            inherited.tag = id
        }
        if let effect = node.effect {
            // `within` (the menu or swipe actions a button is in) is for queries, not shown as a mark.
            inherited.attributes = effect.attributes.filter { $0.name != "within" } + inherited.attributes
            for attribute in effect.attributes where Self.flowsDown.contains(attribute.name) {
                inherited.environment[attribute.name] = attribute.value
            }
            inherited.isDisabled = inherited.isDisabled || effect.disables
            inherited.isHidden = inherited.isHidden || effect.hides
            if let tag = effect.tag { inherited.tag = tag }
        }
        var forChildren = inherited
        forChildren.attributes = []

        if node.isComposite {
            let children = node.children.flatMap { elements(of: $0, forChildren) }
            return [
                makeElement(node, kind: ElementKind(node.typeName), isComposite: true, children: children, inherited)
            ]
        }
        guard let description = node.element else {
            if node.view is any TabItemMarker {
                // A tab shows its content only while it is selected; its item is in the tab bar.
                return ScreenVisibility.shownChildren(of: node).flatMap { elements(of: $0, inherited) }
            }
            // Structural views (blocks, branches, modifiers) show only their children.
            return node.children.flatMap { elements(of: $0, inherited) }
        }
        var labelNodes: [ViewNode] = []
        var contentNodes: [ViewNode] = []
        for child in node.children {
            if child.nodeKey.key == .barItem("label") {
                labelNodes.append(child)
                // A picker's title is not one of its rows; other controls show their title.
                if description.kind != .picker { contentNodes.append(child) }
            } else {
                contentNodes.append(child)
            }
        }
        if case .navigationContainer = description.role, let top = node.presentedChildren.last {
            contentNodes = [top]
        }
        var children = contentNodes.flatMap { elements(of: $0, forChildren) }
        var ownAttributes = description.attributes
        if CustomLayouts.areInUse, let container = node.view as? any LaidOutContainer {
            let laidOut = container.place(children, in: node)
            children = laidOut.children
            ownAttributes.append(
                Attribute(
                    name: "size", value: "\(Points.text(laidOut.size.width))×\(Points.text(laidOut.size.height))"))
        }
        var value = description.value
        if description.kind == .tabView {
            let items = tabItems(of: node, forChildren)
            value = items.first { $0.value == "selected" }?.label
            children = items + children
        }
        var label = description.label
        if label == nil, Self.labelledByContent.contains(description.kind) {
            let labelElements = labelNodes.isEmpty ? children : labelNodes.flatMap { elements(of: $0, Inherited()) }
            label = derivedLabel(labelElements)
        }
        if description.kind == .text, let label, let transform = inherited.environment["textCase"] {
            // textCase(_:) changes how texts are shown, not the strings they were given.
            return [
                makeElement(
                    node, kind: .text, label: Self.applying(transform, to: label), value: value,
                    ownAttributes: description.attributes, isComposite: false, children: children, inherited)
            ]
        }
        return [
            makeElement(
                node, kind: description.kind, label: label, value: value,
                ownAttributes: ownAttributes, isComposite: false, children: children, inherited)
        ]
    }

    private func makeElement(
        _ node: ViewNode, kind: ElementKind, label: String? = nil, value: String? = nil,
        ownAttributes: [Attribute] = [], isComposite: Bool, children: [Element],
        _ inherited: Inherited
    ) -> Element {
        Element(
            kind: kind, label: label, value: value, attributes: ownAttributes + inherited.attributes,
            isComposite: isComposite, isDisabled: inherited.isDisabled, isHidden: inherited.isHidden,
            children: children, tag: inherited.tag, environment: inherited.environment, node: node)
    }

    private static func applying(_ textCase: String, to text: String) -> String {
        switch textCase {
        case "uppercase": text.uppercased()
        case "lowercase": text.lowercased()
        default: text
        }
    }

    /// The tab bar of a tab view: one `TabItem` per tab, labelled by its item, the selected one
    /// with the value "selected".
    private func tabItems(of tabView: ViewNode, _ inherited: Inherited) -> [Element] {
        let selected = Tabs.selected(of: tabView)
        return Tabs.tabs(of: tabView).map { tab in
            let labelNodes = tab.node.children.filter { $0.nodeKey.key == .barItem("tabItem") }
            let labelElements = labelNodes.flatMap { elements(of: $0, inherited) }
            let label =
                labelElements.lazy.flatMap(\.allElements).first { $0.kind == .label }?.label
                ?? derivedLabel(labelElements)
            var itemInherited = inherited
            itemInherited.tag = tab.tag
            return makeElement(
                tab.node, kind: .tabItem, label: label, value: tab.node === selected ? "selected" : nil,
                isComposite: false, children: labelElements, itemInherited)
        }
    }

    /// A control without a title of its own is labelled by the texts and images inside it.
    private func derivedLabel(_ children: [Element]) -> String? {
        let inside = children.flatMap(\.allElements)
        // A `Label` labels the control with its title, as VoiceOver reads it.
        if let title = inside.first(where: { $0.kind == .label })?.label {
            return title
        }
        let parts = inside.filter { ElementKind.readable.contains($0.kind) }.compactMap(\.label)
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
