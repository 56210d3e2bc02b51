import DataFlow

extension View {
    /// Pushes `destination` with the store `item` holds while it holds one; going back sets it to
    /// `nil`, which dismisses the child: `navigationDestination(item: $store.scope(state:
    /// \.destination?.drillDown, action: \.destination.drillDown)) { DetailView(store: $0) }`, as
    /// SwiftUI's `navigationDestination(item:destination:)` does for TCA's scoped stores.
    public func navigationDestination<State, Action, Destination: View>(
        item: Binding<Store<State, Action>?>,
        @ViewBuilder destination: @escaping @MainActor (Store<State, Action>) -> Destination
    ) -> some View {
        navigationDestination(
            isPresented: Binding(
                get: { item.wrappedValue != nil },
                set: { if !$0 { item.wrappedValue = nil } })
        ) {
            if let store = item.wrappedValue { destination(store) }
        }
    }
}
