// Hidden checks for observed-generic-store (Chapters/03-Observed/Exercises/GenericStoreApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-generic-store: A generic Store<Value>")
struct GenericStoreAppChecks {
    @Test("+ and - change the count on screen: a change inside the value is announced")
    func countingUpdatesTheScreen() throws {
        let counter = Store(initialValue: CounterState())
        let host = ViewHost(StoreCounterView(store: counter, settings: Store(initialValue: SettingsState())))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        try host.tap(.button("-"))

        #expect(
            counter.value.count == 1 && host.texts.contains("1"),
            "+, +, - should show 1 (the store holds \(counter.value.count)). If the store changed but the screen did not, Store does not announce changes of its value. The screen shows:\n\(host.render())"
        )
    }

    @Test("Add to favorites shows the favourite at once")
    func favoritesUpdateTheScreen() throws {
        let host = ViewHost(
            StoreCounterView(
                store: Store(initialValue: CounterState(count: 7)),
                settings: Store(initialValue: SettingsState())))
        try host.tap(.button("Add to favorites"))

        #expect(
            host.texts.contains("Favorites: 7"),
            "With the count at 7, Add to favorites should show \"Favorites: 7\". The screen shows:\n\(host.render())")
    }

    @Test("flipping Count by two in Settings makes + count by two on the counter screen")
    func settingsReachTheCounter() throws {
        let counter = Store(initialValue: CounterState())
        let settings = Store(initialValue: SettingsState())
        let host = ViewHost(StoreRootView(counter: counter, settings: settings))
        try host.tap(.link("Settings"))
        try host.toggle(.toggle("Count by two"))

        #expect(
            settings.value.countsByTwo,
            "Flipping Count by two should set the settings store's countsByTwo; it is still false. The toggle must be bound to $settings.value.countsByTwo. The screen shows:\n\(host.render())"
        )

        try host.goBack()
        try host.tap(.link("Counter"))
        try host.tap(.button("+"))

        #expect(
            counter.value.count == 2 && host.texts.contains("2"),
            "With Count by two on, + should show 2 (the counter store holds \(counter.value.count)). The screen shows:\n\(host.render())"
        )
    }

    @Test("a change made to a store by other code reaches the screen that shows it")
    func outsideChangesReachTheScreen() {
        let counter = Store(initialValue: CounterState())
        let host = ViewHost(StoreCounterView(store: counter, settings: Store(initialValue: SettingsState())))

        counter.value.favoritePrimes = [2, 3]

        #expect(
            host.texts.contains("Favorites: 2, 3"),
            "counter.value.favoritePrimes was set to [2, 3]; the screen should show \"Favorites: 2, 3\". The screen shows:\n\(host.render())"
        )
    }

    @Test("a change made to the settings store by other code shows on the Count by two toggle")
    func outsideChangesReachTheToggle() throws {
        let settings = Store(initialValue: SettingsState())
        let host = ViewHost(StoreSettingsView(settings: settings))

        settings.value.countsByTwo = true
        host.settle()

        #expect(
            (try? host.find(.toggle("Count by two")).value) == "on",
            "settings.value.countsByTwo was set to true by other code; the Count by two toggle should now be on. It is off, so the toggle does not read the store: a `.constant(...)`, or a @State copy (even one pushed into the store with onChange), shows its own value. Bind it into the store: `$settings.value.countsByTwo`. The screen shows:\n\(host.render())"
        )
    }
}
