/// Describes an element to find on screen: `.text("0")`, `.button("+")`, `.image("play.circle")`,
/// `.textField("User Name")`, `.toggle("Favorite")`, `.slider()`, `.picker()`, `.link("Counter demo")`,
/// `.view(CounterView.self)`. Errors name the query in words and list what is there instead.
public struct ElementQuery: CustomStringConvertible, Sendable {
    /// The query in words: `a button labelled "+"`.
    public let description: String
    /// The kind of element it looks for, in the plural: "buttons".
    let kindDescription: String
    /// Which elements are of the right kind, to list when nothing matches.
    let isCandidate: @Sendable (Element) -> Bool
    let matchesCandidate: @Sendable (Element) -> Bool
    /// Which of the matching elements, in screen order, the query means.
    let index: Int

    func matches(_ element: Element) -> Bool {
        isCandidate(element) && matchesCandidate(element)
    }

    init(
        _ description: String, kinds: String, index: Int = 0,
        candidate: @escaping @Sendable (Element) -> Bool, match: @escaping @Sendable (Element) -> Bool
    ) {
        self.description = description
        self.index = index
        self.kindDescription = kinds
        self.isCandidate = candidate
        self.matchesCandidate = match
    }

    private static func ofKind(_ kind: ElementKind) -> @Sendable (Element) -> Bool {
        { $0.kind == kind }
    }

    /// A `Text` showing exactly `text`.
    public static func text(_ text: String) -> ElementQuery {
        ElementQuery("a text \"\(text)\"", kinds: "texts", candidate: ofKind(.text)) { $0.label == text }
    }

    /// A `Text` whose text contains `fragment`.
    public static func textContaining(_ fragment: String) -> ElementQuery {
        ElementQuery("a text containing \"\(fragment)\"", kinds: "texts", candidate: ofKind(.text)) {
            $0.label?.contains(fragment) ?? false
        }
    }

    /// A `Button` whose label, or a text or system image inside it, or its accessibility label, is `label`.
    public static func button(_ label: String) -> ElementQuery {
        ElementQuery("a button labelled \"\(label)\"", kinds: "buttons", candidate: ofKind(.button)) {
            $0.label == label || $0.attribute("accessibilityLabel") == label
                || $0.allElements.contains { ElementKind.readable.contains($0.kind) && $0.label == label }
        }
    }

    /// An `Image` named `name` (for `Image(systemName:)`, the symbol name).
    public static func image(_ name: String) -> ElementQuery {
        ElementQuery("an image \"\(name)\"", kinds: "images", candidate: ofKind(.image)) { $0.label == name }
    }

    /// A `TextField` whose title (its prompt) is `title`.
    public static func textField(_ title: String) -> ElementQuery {
        ElementQuery("a text field titled \"\(title)\"", kinds: "text fields", candidate: ofKind(.textField)) {
            $0.label == title
        }
    }

    /// A `Toggle` titled `title`.
    public static func toggle(_ title: String) -> ElementQuery {
        ElementQuery("a toggle titled \"\(title)\"", kinds: "toggles", candidate: ofKind(.toggle)) { $0.label == title }
    }

    /// A `Slider`: the first one on screen, or the one at `index` in screen order.
    public static func slider(_ index: Int = 0) -> ElementQuery {
        ElementQuery(
            index == 0 ? "a slider" : "slider number \(index + 1)", kinds: "sliders", index: index,
            candidate: ofKind(.slider)
        ) { _ in true }
    }

    /// A `Picker`: the first one on screen, or the one labelled `label`.
    public static func picker(_ label: String? = nil) -> ElementQuery {
        ElementQuery(
            label.map { "a picker labelled \"\($0)\"" } ?? "a picker", kinds: "pickers", candidate: ofKind(.picker)
        ) {
            label == nil || $0.label == label
        }
    }

    /// A `NavigationLink` (or a `Link` to a URL) whose label, or a text inside it, is `label`.
    public static func link(_ label: String) -> ElementQuery {
        ElementQuery(
            "a navigation link labelled \"\(label)\"", kinds: "navigation links",
            candidate: { $0.kind == .navigationLink || $0.kind == .link }
        ) {
            $0.label == label || $0.texts.contains(label)
        }
    }

    /// A view of type `type`: one of yours (`.view(CounterView.self)`) or a primitive.
    public static func view<V: View>(_ type: V.Type) -> ElementQuery {
        let name = String(describing: type).components(separatedBy: "<")[0]
        return kind(ElementKind(name))
    }

    /// Any element of kind `kind`: "Text", "VStack", "CounterView"...
    public static func kind(_ kind: ElementKind) -> ElementQuery {
        ElementQuery("a \(kind)", kinds: "\(kind) elements", candidate: ofKind(kind)) { _ in true }
    }
}
