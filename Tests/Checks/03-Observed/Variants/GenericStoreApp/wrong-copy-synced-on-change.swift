// Wrong: the settings screen keeps a @State copy of countsByTwo, filled on appear and pushed into the store with onChange: flipping it reaches the counter, but a change the store gets from elsewhere never reaches the toggle.
import DataFlow

/// An observable box for any state value: Point-Free's `Store<A>`.
final class Store<Value>: ObservableObject {
    @Published var value: Value

    init(initialValue: Value) {
        self.value = initialValue
    }
}

/// The counter screen's state: plain values, no publishers.
struct CounterState: Equatable {
    var count = 0
    var favoritePrimes: [Int] = []
}

/// The settings screen's state.
struct SettingsState: Equatable {
    var countsByTwo = false
}

/// The root screen: links to the counter and the settings, each with its own store.
struct StoreRootView: View {
    @ObservedObject var counter: Store<CounterState>
    @ObservedObject var settings: Store<SettingsState>

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: StoreCounterView(store: counter, settings: settings)) {
                    Text("Counter")
                }
                NavigationLink(destination: StoreSettingsView(settings: settings)) {
                    Text("Settings")
                }
            }
            .navigationBarTitle("Stores")
        }
    }
}

/// Counts by one or by two, and saves the count as a favourite.
struct StoreCounterView: View {
    @ObservedObject var store: Store<CounterState>
    @ObservedObject var settings: Store<SettingsState>

    var step: Int { settings.value.countsByTwo ? 2 : 1 }

    var body: some View {
        VStack {
            HStack {
                Button("-") { store.value.count -= step }
                Text("\(store.value.count)")
                Button("+") { store.value.count += step }
            }
            Button("Add to favorites") {
                store.value.favoritePrimes.append(store.value.count)
            }
            Text("Favorites: \(store.value.favoritePrimes.map(String.init).joined(separator: ", "))")
        }
    }
}

/// The settings: a toggle bound into the settings store's value.
struct StoreSettingsView: View {
    @ObservedObject var settings: Store<SettingsState>
    @State private var countsByTwo = false

    var body: some View {
        Form {
            Toggle("Count by two", isOn: $countsByTwo)
        }
        .onAppear { countsByTwo = settings.value.countsByTwo }
        .onChange(of: countsByTwo) { _, newValue in settings.value.countsByTwo = newValue }
    }
}
