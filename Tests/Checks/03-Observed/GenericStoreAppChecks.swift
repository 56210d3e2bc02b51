// Hidden checks for observed-generic-store (Chapters/03-Observed/Exercises/GenericStoreApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-generic-store: A generic Store<Value>")
struct GenericStoreAppChecks {
    /// ko: +와 -가 화면의 카운트를 바꿉니다: 값 안의 변경도 알려집니다
    @Test("+ and - change the count on screen: a change inside the value is announced")
    func countingUpdatesTheScreen() throws {
        let counter = Store(initialValue: CounterState())
        let host = ViewHost(StoreCounterView(store: counter, settings: Store(initialValue: SettingsState())))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        try host.tap(.button("-"))

        #expect(
            counter.value.count == 1 && host.texts.contains("1"),
            Comment(
                en:
                    "+, +, - should show 1 (the store holds \(counter.value.count)). If the store changed but the screen did not, Store does not announce changes of its value. The screen shows:\n\(host.render())",
                ko:
                    "+, +, -를 탭하면 1이 보여야 합니다(스토어의 값은 \(counter.value.count)입니다). 스토어는 바뀌었는데 화면이 그대로라면 Store가 값의 변경을 알리지 않는 것입니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: Add to favorites는 즐겨찾기를 곧바로 보여 줍니다
    @Test("Add to favorites shows the favourite at once")
    func favoritesUpdateTheScreen() throws {
        let host = ViewHost(
            StoreCounterView(
                store: Store(initialValue: CounterState(count: 7)),
                settings: Store(initialValue: SettingsState())))
        try host.tap(.button("Add to favorites"))

        #expect(
            host.texts.contains("Favorites: 7"),
            Comment(
                en:
                    "With the count at 7, Add to favorites should show \"Favorites: 7\". The screen shows:\n\(host.render())",
                ko: "카운트가 7일 때 Add to favorites를 탭하면 \"Favorites: 7\"이 보여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: Settings에서 Count by two를 켜면 카운터 화면의 +가 2씩 셉니다
    @Test("flipping Count by two in Settings makes + count by two on the counter screen")
    func settingsReachTheCounter() throws {
        let counter = Store(initialValue: CounterState())
        let settings = Store(initialValue: SettingsState())
        let host = ViewHost(StoreRootView(counter: counter, settings: settings))
        try host.tap(.link("Settings"))
        try host.toggle(.toggle("Count by two"))

        #expect(
            settings.value.countsByTwo,
            Comment(
                en:
                    "Flipping Count by two should set the settings store's countsByTwo; it is still false. The toggle must be bound to $settings.value.countsByTwo. The screen shows:\n\(host.render())",
                ko:
                    "Count by two를 켜면 설정 스토어의 countsByTwo가 true가 되어야 하는데 여전히 false입니다. 토글을 $settings.value.countsByTwo에 바인딩해야 합니다. 화면:\n\(host.render())"
            )
        )

        try host.goBack()
        try host.tap(.link("Counter"))
        try host.tap(.button("+"))

        #expect(
            counter.value.count == 2 && host.texts.contains("2"),
            Comment(
                en:
                    "With Count by two on, + should show 2 (the counter store holds \(counter.value.count)). The screen shows:\n\(host.render())",
                ko:
                    "Count by two가 켜져 있으면 +를 탭했을 때 2가 보여야 합니다(카운터 스토어의 값은 \(counter.value.count)입니다). 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 다른 코드가 스토어를 바꿔도 그 스토어를 보여 주는 화면에 반영됩니다
    @Test("a change made to a store by other code reaches the screen that shows it")
    func outsideChangesReachTheScreen() {
        let counter = Store(initialValue: CounterState())
        let host = ViewHost(StoreCounterView(store: counter, settings: Store(initialValue: SettingsState())))

        counter.value.favoritePrimes = [2, 3]

        #expect(
            host.texts.contains("Favorites: 2, 3"),
            Comment(
                en:
                    "counter.value.favoritePrimes was set to [2, 3]; the screen should show \"Favorites: 2, 3\". The screen shows:\n\(host.render())",
                ko:
                    "counter.value.favoritePrimes를 [2, 3]으로 바꿨습니다. 화면에 \"Favorites: 2, 3\"이 보여야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 다른 코드가 설정 스토어를 바꾸면 Count by two 토글에 보입니다
    @Test("a change made to the settings store by other code shows on the Count by two toggle")
    func outsideChangesReachTheToggle() throws {
        let settings = Store(initialValue: SettingsState())
        let host = ViewHost(StoreSettingsView(settings: settings))

        settings.value.countsByTwo = true
        host.settle()

        #expect(
            (try? host.find(.toggle("Count by two")).value) == "on",
            Comment(
                en:
                    "settings.value.countsByTwo was set to true by other code; the Count by two toggle should now be on. It is off, so the toggle does not read the store: a `.constant(...)`, or a @State copy (even one pushed into the store with onChange), shows its own value. Bind it into the store: `$settings.value.countsByTwo`. The screen shows:\n\(host.render())",
                ko:
                    "다른 코드가 settings.value.countsByTwo를 true로 바꿨으니 Count by two 토글이 켜져 있어야 합니다. 꺼져 있다면 토글이 스토어를 읽지 않는 것입니다. `.constant(...)`나 @State 복사본(onChange로 스토어에 옮겨 쓰더라도)은 자기 값을 보여 줍니다. 스토어에 바인딩하세요: `$settings.value.countsByTwo`. 화면:\n\(host.render())"
            )
        )
    }
}
