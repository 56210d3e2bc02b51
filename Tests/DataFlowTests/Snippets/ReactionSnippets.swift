import DataFlow
import Testing

// onChange, task and onAppear written the way Apple's sample code and the popular courses write
// them, mounted and driven headlessly. Async work is run with `await host.runTasks()`.

/// A stand-in for a network service: its methods are `async`, as real ones are.
struct ForecastService {
    func forecast(for city: String) async -> String {
        await Task.yield()
        return "\(city): sunny"
    }
}

/// Loads the forecast when the screen appears, showing a progress view meanwhile.
struct ForecastScreen: View {
    let service = ForecastService()
    @State private var forecast: String?

    var body: some View {
        VStack {
            if let forecast {
                Text(forecast)
            } else {
                ProgressView("Loading…")
            }
        }
        .task {
            forecast = await service.forecast(for: "Seoul")
        }
    }
}

/// A search field that filters as you type.
struct CitySearch: View {
    let allCities = ["Seoul", "Busan", "Sejong", "Incheon"]
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        VStack {
            TextField("Search cities", text: $query)
            ForEach(results, id: \.self) { city in
                Text(city)
            }
        }
        .onChange(of: query, initial: true) { _, newQuery in
            results = newQuery.isEmpty ? allCities : allCities.filter { $0.hasPrefix(newQuery) }
        }
    }
}

/// Loads a user's details for the selected user, again whenever the selection changes.
struct UserDetails: View {
    @State private var userID = 1
    @State private var details = "none"
    @State private var loads = 0

    var body: some View {
        VStack {
            Text("Details: \(details)")
            Text("Loads: \(loads)")
            Button("Next user") { userID += 1 }
        }
        .task(id: userID) {
            loads += 1
            await Task.yield()
            guard !Task.isCancelled else { return }
            details = "user \(userID)"
        }
    }
}

/// Saves a setting whenever it changes, with the iOS 14 spelling of onChange.
struct NotificationSettings: View {
    let store: SettingsStore
    @State private var enabled = false

    var body: some View {
        Toggle("Enable notifications", isOn: $enabled)
            .onChange(of: enabled) { newValue in
                store.save(newValue)
            }
    }
}

@MainActor
final class SettingsStore {
    private(set) var saved: [Bool] = []

    func save(_ value: Bool) {
        saved.append(value)
    }
}

/// A stopwatch screen pushed from a menu: it ticks while on screen, and its task is cancelled
/// when the screen is popped.
struct StopwatchMenu: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Stopwatch") { Stopwatch() }
        }
    }
}

struct Stopwatch: View {
    @State private var ticks = 0

    var body: some View {
        Text("Ticks: \(ticks)")
            .task {
                while !Task.isCancelled {
                    ticks += 1
                    if ticks == 3 { break }
                    await Task.yield()
                }
                try? await Task.sleep(for: .seconds(3600))
            }
    }
}

/// Screen-view analytics: each screen reports when it appears, including when the user comes
/// back to it.
struct AnalyticsApp: View {
    let analytics: Analytics

    var body: some View {
        NavigationStack {
            NavigationLink("Open article") {
                Text("Article").onAppear { analytics.track("article") }
            }
            .onAppear { analytics.track("home") }
        }
    }
}

@MainActor
final class Analytics {
    private(set) var screens: [String] = []

    func track(_ screen: String) {
        screens.append(screen)
    }
}

@MainActor
@Suite("Snippets: reactions")
struct ReactionSnippets {
    @Test("task loads data when the view appears; the view shows progress until the data arrives")
    func forecastLoadsOnAppear() async throws {
        let host = ViewHost(ForecastScreen())
        #expect(host.contains(.kind(.progressView)))
        await host.runTasks()
        #expect(host.texts == ["Seoul: sunny"])
    }

    @Test("onChange(of:initial:) filters on appear and after every keystroke")
    func citySearchFilters() throws {
        let host = ViewHost(CitySearch())
        #expect(host.texts == ["Seoul", "Busan", "Sejong", "Incheon"])
        try host.type("Se", into: .textField("Search cities"))
        #expect(host.texts == ["Seoul", "Sejong"])
        try host.clearText(in: .textField("Search cities"))
        #expect(host.texts.count == 4)
    }

    @Test("task(id:) runs again for each new id")
    func userDetailsReloadPerID() async throws {
        let host = ViewHost(UserDetails())
        await host.runTasks()
        #expect(host.texts.contains("Details: user 1"))
        try host.tap(.button("Next user"))
        await host.runTasks()
        #expect(host.texts.contains("Details: user 2"))
        #expect(host.texts.contains("Loads: 2"))
    }

    @Test("onChange(of:perform:) is given the new value each time the toggle flips")
    func notificationSettingsSave() throws {
        let store = SettingsStore()
        let host = ViewHost(NotificationSettings(store: store))
        try host.toggle(.toggle("Enable notifications"))
        try host.toggle(.toggle("Enable notifications"))
        #expect(store.saved == [true, false])
    }

    @Test("A pushed screen's task runs while it is on screen and is cancelled when it is popped")
    func stopwatchCancelledOnPop() async throws {
        let host = ViewHost(StopwatchMenu())
        try host.follow(.link("Stopwatch"))
        await host.runTasks()
        #expect(host.texts == ["Ticks: 3"])
        #expect(host.activeTaskCount == 1)
        try host.goBack()
        #expect(host.activeTaskCount == 0)
        await host.runTasks()
    }

    @Test("onAppear runs again when the user comes back to a screen")
    func analyticsTracksReturns() throws {
        let analytics = Analytics()
        let host = ViewHost(AnalyticsApp(analytics: analytics))
        try host.follow(.link("Open article"))
        try host.goBack()
        #expect(analytics.screens == ["home", "article", "home"])
    }
}
