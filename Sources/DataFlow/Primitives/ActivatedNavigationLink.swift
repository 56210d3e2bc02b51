// The links SwiftUI deprecated in iOS 16 but still compiles: `NavigationLink(destination:isActive:label:)`
// (and its builder form, `NavigationLink(isActive:destination:label:)`) and
// `NavigationLink(destination:tag:selection:label:)`. Each pushes its destination while its
// binding says so: following the link writes the binding (true, or the link's tag), going back
// writes it back (false, or nil), and code that sets the binding pushes or pops, as in SwiftUI.

extension NavigationLink {
    /// A link pushed while `isActive` is true: SwiftUI's `NavigationLink(destination:isActive:label:)`.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.target = .activated(destination, isActive: isActive)
        self.label = label()
    }

    /// The same, its destination built by a closure: SwiftUI's
    /// `NavigationLink(isActive:destination:label:)`, `NavigationLink(isActive: $showsDetail) {
    /// DetailView() } label: { EmptyView() }` (a link with no label, pushed by code).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link pushed while `selection` is `tag`: SwiftUI's `NavigationLink(destination:tag:selection:label:)`.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        let isActive = Binding<Bool>(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
        self.init(destination: destination, isActive: isActive, label: label)
    }

    /// The same, its destination built by a closure: SwiftUI's
    /// `NavigationLink(tag:selection:destination:label:)`.
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A titled link pushed while `isActive` is true, its destination built by a closure:
    /// SwiftUI's `NavigationLink(_:isActive:destination:)`.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// A titled link pushed while `isActive` is true: SwiftUI's `NavigationLink(_:destination:isActive:)`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A titled link pushed while `selection` is `tag`: SwiftUI's `NavigationLink(_:destination:tag:selection:)`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }
}

extension AnyNavigationLink {
    /// No binding pushes it, unless the link says otherwise.
    var activation: Binding<Bool>? { nil }
}
