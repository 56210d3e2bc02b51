// Exercise observed-generic-store: A generic Store<Value>
//
// Task: Point-Free's AppState needs a willSet for every field it gains. Their fix is one generic
// class, `Store<Value>`, that holds a whole state *value* (a struct) and announces whenever it
// changes. The app here already uses `Store<CounterState>` and `Store<SettingsState>`, but the
// store announces nothing, so the counter never moves; and the "Count by two" toggle is bound to
// a constant. Make Store announce every change of its value, and bind the toggle into the
// settings store with `$settings.value.countsByTwo`.
//
// Done when: + and - and "Add to favorites" update the counter screen; flipping "Count by two" in
// Settings makes + count by two on the counter screen; and one Store class serves both state types.
//
// From: Point-Free #65, "SwiftUI and State Management, part 1", exercise 6: "adding state to
// AppState is tedious ... solve it with a generic class Store<A> and turn AppState into
// Store<AppState>". See Chapters/03-Observed/Examples/AppState.swift.
//
// Run: swift run checker check observed-generic-store
import DataFlow

/// An observable box for any state value: Point-Free's `Store<A>`.
final class Store<Value>: ObservableObject {
    // TODO: announce every change of the value, whatever is changed inside it.
    var value: Value

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

    var body: some View {
        Form {
            // TODO: bind the toggle to the settings store's countsByTwo.
            Toggle("Count by two", isOn: .constant(false))
        }
    }
}
