/// A title with an icon, as in a list row or a menu: SwiftUI's `Label`. Shown as a `Label`
/// element labelled by its title, with its icon and title inside (`Label "Favorites"` containing
/// `Image "star"` and `Text "Favorites"`). A button whose label is a `Label` is found by the
/// title (`.button("Favorites")`).
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// `Label("Favorites", systemImage: "star")`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// `Label("Logo", image: "logo")`, with an image from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

extension Label: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        guard let style = node.inheritedLabelStyle else {
            return PrimitiveContent(
                element: ElementDescription(kind: .label),
                children: [.init(key: .barItem("icon"), view: icon), .init(key: .barItem("label"), view: title)]
            )
        }
        // A style draws the label; it is still labelled by its title, as VoiceOver reads it.
        let body = style(LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon)))
        return PrimitiveContent(
            element: ElementDescription(kind: .label, label: (title as? Text)?.content),
            children: [.init(key: .index(0), view: body)]
        )
    }
}
