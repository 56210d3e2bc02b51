struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        TabView {
            CounterView(store: store.scope(state: \.counter, action: \.counter))
                .tabItem { Text("Counter") }
            ContactsView(store: store.scope(state: \.contacts, action: \.contacts))
                .tabItem { Text("Contacts") }
        }
    }
}
