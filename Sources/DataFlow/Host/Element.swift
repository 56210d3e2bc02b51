/// One thing on screen, as the host shows it to a test: its kind ("Text", "Button", or the name of
/// one of your views), its label, its value, the modifiers' marks on it, and what is inside it.
/// An element is a snapshot; act on it through the host (`host.tap(.button("+"))`).
public struct Element: CustomStringConvertible {
    /// "Text", "Button", "Image", "TextField", "Toggle", "Slider", "Picker", "NavigationLink",
    /// a container ("VStack", "List"...), or the type name of a view with a body ("PlayerView").
    public let kind: ElementKind
    /// The text of a `Text`, an image's name, a control's title, or a button's label text.
    public let label: String?
    /// The current value of a control: a field's text, "on"/"off", a slider's number, a selection.
    public let value: String?
    /// Marks left by modifiers: `font=caption`, `navigationTitle=Counter demo`, `disabled=true`.
    public internal(set) var attributes: [Attribute]
    /// True for a view with a body (one of yours); false for a built-in primitive.
    public let isComposite: Bool
    /// True when a `.disabled(true)` applies to it.
    public let isDisabled: Bool
    /// True when `.hidden()`, `.opacity(0)` or `.isHidden(true)` applies to it.
    public let isHidden: Bool
    /// What is inside it, in order.
    public let children: [Element]

    let tag: AnyHashable?
    /// Marks inherited from modifiers on the views around it (`font`, `foregroundColor`).
    let environment: [String: String]
    let node: WeakNode

    init(
        kind: ElementKind, label: String?, value: String?, attributes: [Attribute], isComposite: Bool,
        isDisabled: Bool, isHidden: Bool, children: [Element], tag: AnyHashable?,
        environment: [String: String], node: ViewNode
    ) {
        self.kind = kind
        self.label = label
        self.value = value
        self.attributes = attributes
        self.isComposite = isComposite
        self.isDisabled = isDisabled
        self.isHidden = isHidden
        self.children = children
        self.tag = tag
        self.environment = environment
        self.node = WeakNode(node: node)
    }

    /// The value of the attribute called `name` that applies to this element: set by a modifier on
    /// it (the innermost wins, as in SwiftUI) or, for `font`, `foregroundColor` and `bold`, by a
    /// modifier on a view around it. `find(.text("7")).attribute("foregroundColor")`.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value ?? environment[name]
    }

    /// This element and everything inside it, depth first.
    public var allElements: [Element] {
        [self] + children.flatMap(\.allElements)
    }

    /// The text of every `Text` in this element, in order.
    public var texts: [String] {
        allElements.filter { $0.kind == .text }.compactMap(\.label)
    }

    /// The first element inside this one (or this one) that `query` matches.
    public func first(_ query: ElementQuery) -> Element? {
        allElements.first { query.matches($0) }
    }

    /// The element as one line: `Text "Great Show" font=caption`.
    public var line: String {
        var parts = [kind.name]
        if let label { parts.append("\"\(label)\"") }
        if let value { parts.append("value=\"\(value)\"") }
        parts += attributes.map(\.description)
        return parts.joined(separator: " ")
    }

    /// The element and its children as an indented text tree.
    public var description: String {
        TextTreeRenderer.render(self)
    }
}
