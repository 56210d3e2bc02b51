/// Declares how the enclosing navigation stack shows pushed values of type `D`: what
/// `navigationDestination(for:destination:)` returns. The registration lasts while this view is in
/// the tree; declare it inside the stack (on the root view or on a pushed screen), not on the stack.
public struct NavigationDestinationForType<Content: View, D: Hashable, Destination: View>: View {
    public typealias Body = Never
    let content: Content
    let destination: @MainActor (D) -> Destination
}

extension NavigationDestinationForType: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        if let container = node.enclosingNavigationContainer {
            let destination = self.destination
            let builder = DestinationBuilder(registrant: node) { value in
                // The registry is keyed by the value's type, so the cast always succeeds.
                destination(value as! D)
            }
            NavigationDestinations.register(builder, for: D.self, in: container)
            // Screens already showing a `D` follow the latest destination closure.
            node.engine.refreshPresentationsLater(of: container)
        }
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

/// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true: what
/// `navigationDestination(isPresented:destination:)` returns. Going back sets the binding to false.
public struct NavigationDestinationWhilePresented<Content: View, Destination: View>: View {
    public typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let destination: @MainActor () -> Destination
}

extension NavigationDestinationWhilePresented: AnyNavigationLink {
    var destinationView: (any View)? { destination() }
    var pushedValue: (value: AnyHashable?, typeName: String)? { nil }
}

extension NavigationDestinationWhilePresented: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let shouldShow = isPresented.wrappedValue
        if let container = node.enclosingNavigationContainer {
            let isPushed = node.pushedIn === container
            if shouldShow && !isPushed {
                let isPresented = self.isPresented
                node.engine.push(node, onto: container, onPop: { isPresented.wrappedValue = false }, recorded: false)
            } else if !shouldShow && isPushed {
                node.engine.unpush(node, from: container)
            } else if isPushed {
                // The destination on screen follows the latest closure.
                node.engine.refreshPresentationsLater(of: container)
            }
        }
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Shows pushed values of type `data` with the view `destination` builds:
    /// SwiftUI's `navigationDestination(for:destination:)`.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping @MainActor (D) -> C
    ) -> NavigationDestinationForType<Self, D, C> {
        NavigationDestinationForType(content: self, destination: destination)
    }

    /// Pushes `destination` while `isPresented` is true; the back button sets it to false:
    /// SwiftUI's `navigationDestination(isPresented:destination:)`.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder destination: @escaping @MainActor () -> V
    ) -> NavigationDestinationWhilePresented<Self, V> {
        NavigationDestinationWhilePresented(content: self, isPresented: isPresented, destination: destination)
    }
}

extension ViewNode {
    /// The navigation container this node is in (on its root view or on a pushed screen).
    var enclosingNavigationContainer: ViewNode? {
        parent?.ancestor { if case .navigationContainer? = $0.element?.role { true } else { false } }
    }
}
