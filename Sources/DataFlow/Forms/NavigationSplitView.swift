/// A sidebar beside a detail view (and optionally a middle column): SwiftUI's `NavigationSplitView`.
/// Headless, all columns are on screen at once, as on a wide iPad or a Mac: a `NavigationSplitView`
/// element holding the sidebar, the content column if any, and the detail. A selection bound in
/// the sidebar's `List(selection:)` drives the detail through state, as in SwiftUI.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    /// Three columns: `NavigationSplitView { sidebar } content: { list } detail: { detail }`.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: `NavigationSplitView { List(...) } detail: { Text(...) }`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// Which columns of a `NavigationSplitView` show: SwiftUI's `NavigationSplitViewVisibility`
/// (drawing only: headless, every column is on screen).
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let all = Self(name: "all")
    public static let doubleColumn = Self(name: "doubleColumn")
    public static let detailOnly = Self(name: "detailOnly")
}

extension NavigationSplitView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .navigationSplitView),
            children: [
                .init(key: .barItem("sidebar"), view: NavigationStack { sidebar }),
                .init(key: .barItem("content"), view: content),
                .init(key: .barItem("detail"), view: NavigationStack { detail }),
            ])
    }
}
