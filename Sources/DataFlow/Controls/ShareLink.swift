/// A button that offers an item to share: SwiftUI's `ShareLink`. Headless there is no share sheet:
/// tapping it (`host.tap(.kind(.shareLink))`, or by its title) records the item in
/// `host.sharedItems`, as the system would be handed it.
public struct ShareLink<Label: View>: View {
    public typealias Body = Never
    let item: String
    let label: Label
    var previewTitle: String?

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = String(describing: item)
        self.label = label()
    }
}

extension ShareLink where Label == DataFlow.Label<Text, Image> {
    /// `ShareLink(item: url)`: titled "Share" with the share symbol, as SwiftUI's default.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            DataFlow.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// `ShareLink("Share text", item: "Hello")`.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            DataFlow.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            DataFlow.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}

extension ShareLink: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let item = self.item
        return PrimitiveContent(
            element: ElementDescription(
                kind: .shareLink, value: item,
                attributes: previewTitle.map { [Attribute(name: "sharePreview", value: $0)] } ?? [],
                role: .tappable { [weak node] in node?.engine.sharedItems.append(item) }),
            children: [.init(key: .index(0), view: label)])
    }
}

extension ViewHost {
    /// The items the app offered to share with `ShareLink`, as text, oldest first.
    public var sharedItems: [String] { engine.sharedItems }
}
