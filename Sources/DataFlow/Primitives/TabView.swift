/// Tabs along the bottom of the screen, one on screen at a time: SwiftUI's `TabView`.
///
///     TabView(selection: $tab) {
///         InboxView().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
///         SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
///     }
///
/// Every tab keeps its state while the tab view lives, but only the selected tab is on screen:
/// switching tabs runs the old tab's `onDisappear` and the new tab's `onAppear`. The host switches
/// with `host.selectTab("Settings")`, which writes the tag to the `selection:` binding, as tapping
/// a tab does. Without a binding the tab view keeps its own selection, starting at the first tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose selected tag is `selection`; each tab needs `.tag(_:)` with a value of its type.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: _PrimitiveView, PrimitiveView, TabContainer {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        if let selection {
            // Reading the selection here makes the tab view re-render when a tab is picked.
            _ = selection.wrappedValue
        }
        // Which tab is on screen may have changed.
        node.engine.visibility.mayHaveChanged(node)
        return PrimitiveContent(
            element: ElementDescription(kind: .tabView), children: [.init(key: .index(0), view: content)])
    }

    var boundSelection: AnyHashable? { selection.map { AnyHashable($0.wrappedValue) } }

    func select(_ tag: AnyHashable) -> Bool {
        guard let selection else { return true }
        guard let value = tag.base as? SelectionValue else { return false }
        selection.wrappedValue = value
        return true
    }

    var selectionTypeName: String { "\(SelectionValue.self)" }
}

/// What the runtime needs from any tab view.
@MainActor
protocol TabContainer {
    /// The selected tag, when the tab view is bound to a selection.
    var boundSelection: AnyHashable? { get }
    /// Writes `tag` to the selection binding; false when it is not of the selection's type.
    func select(_ tag: AnyHashable) -> Bool
    var selectionTypeName: String { get }
}

/// A view shown as one tab of a `TabView`, with the tab bar item `label`: what `tabItem(_:)` returns.
public struct TabItemView<Content: View, TabLabel: View>: View {
    public typealias Body = Never
    let content: Content
    let label: TabLabel
}

extension TabItemView: _PrimitiveView, PrimitiveView, TabItemMarker {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: nil,
            children: [.init(key: .index(0), view: content), .init(key: .barItem("tabItem"), view: label)])
    }
}

/// Lets the runtime recognise a tab whatever its types.
@MainActor
protocol TabItemMarker {}

extension TabItemMarker {
    /// True when the tab this node makes is the selected one of its tab view.
    func isSelected(_ node: ViewNode) -> Bool {
        guard let tabView = node.parent?.ancestor(where: { $0.view is any TabContainer }) else { return true }
        return Tabs.selected(of: tabView) === node
    }
}

extension View {
    /// The tab bar item for this view when it is a tab of a `TabView`: SwiftUI's `tabItem(_:)`.
    /// Write a `Label` (or a `Text` and an `Image`) inside.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> TabItemView<Self, V> {
        TabItemView(content: self, label: label())
    }
}

/// Finds the tabs of a tab view in its mounted tree.
@MainActor
enum Tabs {
    struct Tab {
        let node: ViewNode
        let tag: AnyHashable
    }

    /// The tabs, in order: every `tabItem` directly inside the tab view's content.
    static func tabs(of tabView: ViewNode) -> [Tab] {
        var markers: [ViewNode] = []
        var stack = Array(tabView.children.reversed())
        while let node = stack.popLast() {
            if node.view is any TabItemMarker {
                markers.append(node)
            } else if !(node.view is any TabContainer) {
                stack.append(contentsOf: node.children.reversed())
            }
        }
        return markers.enumerated().map { index, marker in
            Tab(node: marker, tag: tag(of: marker, below: tabView) ?? AnyHashable(index))
        }
    }

    /// The selected tab's node: the one whose tag is the selection, or the first.
    static func selected(of tabView: ViewNode) -> ViewNode? {
        let tabs = tabs(of: tabView)
        let selection = (tabView.view as? any TabContainer)?.boundSelection ?? tabView.ownedTabSelection
        if let selection, let match = tabs.first(where: { $0.tag == selection }) {
            return match.node
        }
        return tabs.first?.node
    }

    /// A tab's tag: a `.tag(_:)` on the tab (before or after `.tabItem`), or its `ForEach` id.
    static func tag(of marker: ViewNode, below tabView: ViewNode) -> AnyHashable? {
        var node = marker.children.first
        while let current = node, current.element == nil {
            if let tag = current.effect?.tag { return tag }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        var ancestor = marker.parent
        while let current = ancestor, current !== tabView {
            if let tag = current.effect?.tag { return tag }
            if case .id(let id) = current.nodeKey.key { return id }
            ancestor = current.parent
        }
        if case .id(let id) = marker.nodeKey.key { return id }
        return nil
    }
}
