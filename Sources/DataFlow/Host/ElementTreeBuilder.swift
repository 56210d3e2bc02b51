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

    /// The node whose content is on screen: the last presented sheet, or the root.
    static func shownRoot(of engine: GraphEngine) -> ViewNode {
        var shown: ViewNode = engine.root
        var stack: [ViewNode] = [engine.root]
        while let node = stack.popLast() {
            for presented in node.presentedChildren where presented.view is any SheetScreenMarker {
                shown = presented
            }
            stack.append(contentsOf: (node.children + node.presentedChildren).reversed())
        }
        return shown
    }

    /// Modifiers that apply to everything inside the view they modify.
    private static let flowsDown: Set<String> = [
        "font", "foregroundColor", "bold", "italic", "fontWeight", "fontDesign", "tint",
        "multilineTextAlignment", "lineLimit", "textCase", "labelsHidden", "keyboardType",
        "autocorrectionDisabled", "textInputAutocapitalization", "submitLabel", "imageScale",
        "buttonStyle", "listStyle", "textFieldStyle", "labelStyle", "datePickerStyle", "toggleStyle",
        "progressViewStyle", "pickerStyle",
    ]

    /// Controls whose label is the text and images inside them.
    private static let labelledByContent: Set<ElementKind> = [
        .button, .navigationLink, .toggle, .picker, .label, .menu, .stepper, .datePicker,
    ]

    static func shownTree(of engine: GraphEngine) -> Element {
        let root = shownRoot(of: engine)
        // The root node is the host's own wrapper; the tree starts with the view it was given.
        let start = root === engine.root ? root.children : [root]
        let elements = start.flatMap { ElementTreeBuilder().elements(of: $0, Inherited()) }
        if elements.count == 1, let only = elements.first {
            return only
        }
        return Element(kind: .screen, label: nil, value: nil, attributes: [], isComposite: false,
                       isDisabled: false, isHidden: false, children: elements, tag: nil, environment: [:], node: root)
    }

    private func elements(of node: ViewNode, _ inherited: Inherited) -> [Element] {
        var inherited = inherited
        if case .id(let id) = node.nodeKey.key {
            inherited.tag = id
        }
        if let effect = node.effect {
            inherited.attributes = effect.attributes + inherited.attributes
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
            return [makeElement(node, kind: ElementKind(node.typeName), isComposite: true, children: children, inherited)]
        }
        guard let description = node.element else {
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
        let children = contentNodes.flatMap { elements(of: $0, forChildren) }
        var label = description.label
        if label == nil, Self.labelledByContent.contains(description.kind) {
            let labelElements = labelNodes.isEmpty ? children : labelNodes.flatMap { elements(of: $0, Inherited()) }
            label = derivedLabel(labelElements)
        }
        if description.kind == .text, let label, let transform = inherited.environment["textCase"] {
            // textCase(_:) changes how texts are shown, not the strings they were given.
            return [makeElement(node, kind: .text, label: Self.applying(transform, to: label), value: description.value,
                                ownAttributes: description.attributes, isComposite: false, children: children, inherited)]
        }
        return [makeElement(node, kind: description.kind, label: label, value: description.value,
                            ownAttributes: description.attributes, isComposite: false, children: children, inherited)]
    }

    private func makeElement(_ node: ViewNode, kind: ElementKind, label: String? = nil, value: String? = nil,
                             ownAttributes: [Attribute] = [], isComposite: Bool, children: [Element],
                             _ inherited: Inherited) -> Element {
        Element(kind: kind, label: label, value: value, attributes: ownAttributes + inherited.attributes,
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

    /// A control without a title of its own is labelled by the texts and images inside it.
    private func derivedLabel(_ children: [Element]) -> String? {
        let parts = children.flatMap(\.allElements).filter { ElementKind.readable.contains($0.kind) }.compactMap(\.label)
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}

/// Lets the builder recognise a presented sheet whatever its content type.
protocol SheetScreenMarker {}

extension SheetScreen: SheetScreenMarker {}
