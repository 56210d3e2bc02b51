/// A title with an icon: SwiftUI's `Label`, as used for tab items, toolbar buttons and menu rows:
/// `Label("Inbox", systemImage: "tray")`. The host finds it by its title.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon
    let titleString: String?

    /// A label made of any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        self.titleString = nil
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and an SF Symbol: `Label("Settings", systemImage: "gear")`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.title = Text(titleKey)
        self.icon = Image(systemName: name)
        self.titleString = titleKey.resolved
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
        self.titleString = String(title)
    }
}

extension Label: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .label, label: titleString),
                         children: [.init(key: .barItem("icon"), view: icon), .init(key: .index(0), view: title)])
    }
}
