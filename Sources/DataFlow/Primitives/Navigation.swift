/// A stack of screens with a title bar: SwiftUI's `NavigationView` (and, with the same behaviour
/// here, `NavigationStack`). Following a `NavigationLink` inside it pushes the link's destination;
/// going back pops it, and the popped screen's state is destroyed (seed 003's counter resets).
public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// SwiftUI's newer name for a navigation container; behaves like `NavigationView` here.
public struct NavigationStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder root: () -> Content) {
        self.content = root()
    }
}

/// A row or button that pushes `destination` onto the enclosing navigation container:
/// SwiftUI's `NavigationLink(destination:label:)`.
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let destination: Destination
    let label: Label

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a string: `NavigationLink("Counter demo", destination: CounterView())`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

/// What the runtime needs from any navigation link, whatever its generic types.
@MainActor
protocol AnyNavigationLink {
    var destinationView: any View { get }
}

extension NavigationLink: AnyNavigationLink {
    var destinationView: any View { destination }
}

extension NavigationLink: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        if let container = node.pushedIn {
            // The destination on screen follows the link's latest value.
            node.engine.refreshPresentationsLater(of: container)
        }
        return PrimitiveContent(
            element: ElementDescription(kind: .navigationLink, role: .navigationLink),
            children: [.init(key: .index(0), view: label)]
        )
    }
}

extension NavigationView: _PrimitiveView, PrimitiveView, PresentingView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .navigationView, role: .navigationContainer),
                         children: [.init(key: .index(0), view: content)])
    }

    func presentedChildren(in node: ViewNode) -> [PrimitiveContent.Child] { NavigationPath.pushedScreens(of: node) }
}

extension NavigationStack: _PrimitiveView, PrimitiveView, PresentingView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .navigationStack, role: .navigationContainer),
                         children: [.init(key: .index(0), view: content)])
    }

    func presentedChildren(in node: ViewNode) -> [PrimitiveContent.Child] { NavigationPath.pushedScreens(of: node) }
}

/// The pushed screens of a navigation container, kept in its node.
@MainActor
enum NavigationPath {
    static func pushedScreens(of container: ViewNode) -> [PrimitiveContent.Child] {
        var screens: [PrimitiveContent.Child] = []
        var kept: [PushedScreen] = []
        for screen in container.navigationPath {
            // A screen whose link left the tree is popped, with every screen above it.
            guard let link = screen.link, link.isAlive, let destination = (link.view as? any AnyNavigationLink)?.destinationView else {
                break
            }
            kept.append(screen)
            screens.append(.init(key: .pushed(screen.id), view: destination))
        }
        container.navigationPath = kept
        return screens
    }
}
