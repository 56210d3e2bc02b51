/// A stack of screens with a title bar: SwiftUI's `NavigationView` (deprecated in iOS 16 in favour
/// of `NavigationStack`). Following a `NavigationLink` inside it pushes the link's destination;
/// going back pops it, and the popped screen's state is destroyed (seed 003's counter resets).
public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension NavigationView: _PrimitiveView, PrimitiveView, PresentingView, NavigationContainer {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .navigationView, role: .navigationContainer),
            children: [.init(key: .index(0), view: content)])
    }

    func presentedChildren(in node: ViewNode) -> [PrimitiveContent.Child] { PushedScreens.children(of: node) }

    var boundPath: PathAccess? { nil }
}
