/// A row or button that pushes a screen onto the enclosing navigation container: SwiftUI's
/// `NavigationLink`. It either carries its destination view (`NavigationLink(destination:label:)`,
/// `NavigationLink { Detail() } label: { Text("Go") }`) or a value (`NavigationLink(value:)`), which
/// following the link appends to the stack's path; the stack's `navigationDestination(for:)` for
/// the value's type then builds the screen. Value links have `Destination == Never`, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let target: Target
    let label: Label

    enum Target {
        case destination(Destination)
        /// A value link; `nil` makes a link that does nothing, as SwiftUI's does.
        case value(AnyHashable?, typeName: String)
        /// A link pushed while a binding is true (`NavigationLink(destination:isActive:label:)`).
        case activated(Destination, isActive: Binding<Bool>)
    }

    /// A link that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.target = .destination(destination)
        self.label = label()
    }

    /// A link that pushes the view `destination` builds: `NavigationLink { Detail() } label: { Text("Go") }`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a string: `NavigationLink("Counter demo", destination: CounterView())`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A titled link that pushes the view `destination` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that appends `value` to the stack's path: `NavigationLink(value: recipe) { RecipeRow(recipe) }`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.target = .value(value.map { AnyHashable($0) }, typeName: "\(P.self)")
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A titled value link: `NavigationLink("Details", value: 42)`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// What the runtime needs from anything that pushes a destination view (a link, a
/// `navigationDestination(isPresented:)`), whatever its generic types.
@MainActor
protocol AnyNavigationLink {
    /// The view to push, for a link that carries one.
    var destinationView: (any View)? { get }
    /// The value to append to the path, for a value link; `.some(nil)` for a value link given nil.
    var pushedValue: (value: AnyHashable?, typeName: String)? { get }
    /// The binding that pushes the destination while true, for a link made with `isActive:` or
    /// `tag:selection:`.
    var activation: Binding<Bool>? { get }
}

extension NavigationLink: AnyNavigationLink {
    var destinationView: (any View)? {
        if case .destination(let destination) = target { return destination }
        return nil
    }

    var pushedValue: (value: AnyHashable?, typeName: String)? {
        if case .value(let value, let typeName) = target { return (value, typeName) }
        return nil
    }

    var activation: Binding<Bool>? {
        if case .activated(_, let isActive) = target { return isActive }
        return nil
    }
}

extension NavigationLink: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        if let container = node.pushedIn {
            // The destination on screen follows the link's latest value.
            node.engine.refreshPresentationsLater(of: container)
        }
        if case .activated(let destination, let isActive) = target {
            // The binding pushes the destination, as `navigationDestination(isPresented:)` does.
            return PrimitiveContent(
                element: ElementDescription(kind: .navigationLink, role: .navigationLink),
                children: [
                    .init(
                        key: .index(0), view: label.navigationDestination(isPresented: isActive) { destination })
                ]
            )
        }
        return PrimitiveContent(
            element: ElementDescription(kind: .navigationLink, role: .navigationLink),
            children: [.init(key: .index(0), view: label)]
        )
    }
}
