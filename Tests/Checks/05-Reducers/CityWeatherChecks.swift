// Hidden checks for reducers-quiz (Chapters/05-Reducers/Exercises/CityWeather.swift).
// They use the screens as a user would (with a WeatherClient that answers only when a check lets
// it, so the loading state can be seen), and run the features in TestStores: the child alone for
// its effect, the parent for the delegate action and the dismissal. The presented child's effects
// are judged by what reaches the parent, never by how the reducer is written.
import Composable
import DataFlow
import Foundation
import Testing

/// A weather client whose answers a check releases one at a time; it records the cities asked about.
private final class GatedWeather: @unchecked Sendable {
    let answers = AsyncStream<Result<Int, Error>>.makeStream()
    private let lock = NSLock()
    private var asked: [String] = []

    var requests: [String] { lock.withLock { asked } }

    var client: WeatherClient {
        WeatherClient(temperature: { city in
            self.lock.withLock { self.asked.append(city) }
            for await answer in self.answers.stream { return try answer.get() }
            throw CancellationError()
        })
    }
}

private struct Offline: Error {}

@MainActor
@Suite("reducers-quiz: Quiz: a weather list with a look-up sheet")
struct CityWeatherChecks {
    private let oslo = Forecast(city: "Oslo", celsius: -3)

    /// Lets the store's effects run until `condition` holds, or until none is left that could make it
    /// hold: a wait on what the runtime knows (`OutsideWork`), never on a clock, so a busy machine
    /// cannot fail a correct solution.
    private func settle(
        _ host: ViewHost?, on work: OutsideWork, until condition: @MainActor () -> Bool
    ) async {
        _ = await work.wait(until: condition, settle: { host?.settle() })
    }

    @Test("\"plus\" opens the add-city sheet")
    func plusOpensTheSheet() throws {
        let store = Store(initialState: WeatherFeature.State()) { WeatherFeature() }
        let host = ViewHost(WeatherView(store: store))
        try host.tap(.button("plus"))
        #expect(
            store.addCity == AddCityFeature.State(),
            "\"plus\" sends addButtonTapped, which should present the sheet: `state.addCity = AddCityFeature.State()`. After the tap, addCity is \(String(describing: store.addCity))."
        )
        #expect(
            host.isPresentingSheet && host.contains(.textField("City")),
            "With addCity set, WeatherView should show AddCityView in a sheet: `.sheet(item: $store.scope(state: \\.addCity, action: \\.addCity))`. The screen shows:\n\(host.render())"
        )
    }

    @Test(
        "\"Look up\" asks the injected WeatherClient about the typed city and shows the loading state until it answers")
    func lookUpLoadsFromTheClient() async throws {
        let weather = GatedWeather()
        let store = Store(initialState: AddCityFeature.State()) {
            AddCityFeature()
        } withDependencies: {
            $0.weather = weather.client
        }
        let host = ViewHost(AddCityView(store: store))
        try host.type("Oslo", into: .textField("City"))
        try host.tap(.button("Look up"))
        await settle(host, on: store.outsideWork) { !weather.requests.isEmpty }
        #expect(
            weather.requests == ["Oslo"],
            "After typing \"Oslo\", \"Look up\" (lookUpButtonTapped) should ask the injected client once, `weather.temperature(\"Oslo\")`, in an effect of AddCityFeature's reducer; it asked about \(weather.requests)."
        )
        #expect(
            store.isLoading && (try? host.find(.button("Look up")).isDisabled) == true,
            "While the client has not answered, isLoading should be true (set in lookUpButtonTapped, before the effect), so \"Look up\" is disabled and \"Looking up…\" shows. The sheet shows:\n\(host.render())"
        )
        guard !weather.requests.isEmpty else { return }
        weather.answers.continuation.yield(.success(-3))
        await settle(host, on: store.outsideWork) { store.forecast != nil }
        #expect(
            store.forecast == oslo && !store.isLoading,
            "The client answered -3 for \"Oslo\": forecastResponse should set forecast to \(oslo) and end the loading; forecast is \(String(describing: store.forecast)), isLoading \(store.isLoading)."
        )
        #expect(
            host.contains(.text("Oslo: -3°")) && (try? host.find(.button("Add")).isDisabled) == false,
            "After the answer the sheet should show \"Oslo: -3°\" and enable \"Add\". It shows:\n\(host.render())")
    }

    @Test("a failed look-up ends the loading and shows no temperature")
    func failureEndsLoading() async {
        let said = await IssueReporter.capturing {
            let store = TestStore(initialState: AddCityFeature.State(city: "Oslo")) {
                AddCityFeature()
            } withDependencies: {
                $0.weather.temperature = { @Sendable _ in throw Offline() }
            }
            await store.send(.lookUpButtonTapped) { $0.isLoading = true }
            await store.receive(\.forecastFailed) { $0.isLoading = false }
        }
        #expect(
            said.isEmpty,
            "A TestStore of AddCityFeature, with a WeatherClient that throws, was sent lookUpButtonTapped. It expected isLoading to become true, then the effect to catch the error and send forecastFailed, which sets isLoading back to false (and nothing else changes). The TestStore said:\n\(said.joined(separator: "\n\n"))"
        )
    }

    @Test(
        "\"Add\" hands the forecast to WeatherFeature as a delegate action, which alone adds it; then the sheet closes")
    func addGoesThroughTheDelegate() async {
        let store = TestStore(
            initialState: WeatherFeature.State(addCity: AddCityFeature.State(city: "Oslo", forecast: oslo))
        ) {
            WeatherFeature()
        }
        // Exhaustive for the button: the action itself may change nothing the parent owns.
        let sendSaid = await IssueReporter.capturing {
            await store.send(.addCity(.presented(.addButtonTapped)))
        }
        // Then only what the delegate action must do, whoever closes the sheet.
        store.exhaustivity = .off
        var closed = false
        let said = await IssueReporter.capturing {
            await store.receive(\.addCity.presented.delegate.addForecast, oslo) {
                $0.forecasts = [self.oslo]
            }
            // Until the sheet closes, or no effect is left that could close it: never on a clock.
            _ = await store.outsideWork.wait(until: { store.state.addCity == nil })
            closed = store.state.addCity == nil
            await store.skipReceivedActions()
        }
        #expect(
            sendSaid.isEmpty,
            "WeatherFeature changed its state as soon as the child's addButtonTapped arrived. The parent must not read the child's buttons: AddCityFeature answers addButtonTapped with `.delegate(.addForecast(forecast))`, and the parent adds the forecast (to forecasts) only when that arrives. The TestStore said:\n\(sendSaid.joined(separator: "\n\n"))"
        )
        #expect(
            said.isEmpty,
            "A TestStore of WeatherFeature, with the sheet showing \(oslo), was sent `.addCity(.presented(.addButtonTapped))`. AddCityFeature's reducer should answer with an effect sending `.delegate(.addForecast(forecast))`, and WeatherFeature should then add that forecast to forecasts. If nothing arrived: does WeatherFeature run the child with `.ifLet(\\.$addCity, action: \\.addCity)`, and does the child send its delegate action before `dismiss()`? Dismissing cancels the child's effects, so whatever an effect would send after it is lost. The TestStore said:\n\(said.joined(separator: "\n\n"))"
        )
        #expect(
            closed,
            "After \"Add\" the sheet should close: addCity should become nil (the child calls `dismiss()` after sending its delegate action), but it is still set."
        )
    }

    @Test("\"Cancel\" during a look-up closes the sheet, and the late answer changes nothing")
    func cancelEndsTheLookUp() async {
        let weather = GatedWeather()
        var state: WeatherFeature.State?
        let said = await IssueReporter.capturing {
            let store = Store(initialState: WeatherFeature.State(addCity: AddCityFeature.State(city: "Oslo"))) {
                WeatherFeature()
            } withDependencies: {
                $0.weather = weather.client
            }
            store.send(.addCity(.presented(.lookUpButtonTapped)))
            await settle(nil, on: store.outsideWork) { !weather.requests.isEmpty }
            store.send(.addCity(.presented(.cancelButtonTapped)))
            await settle(nil, on: store.outsideWork) { store.addCity == nil }
            weather.answers.continuation.yield(.success(-3))
            try? await Task.sleep(for: .milliseconds(50))
            state = store.state
        }
        #expect(
            weather.requests == ["Oslo"],
            "lookUpButtonTapped in the sheet should ask the WeatherClient about \"Oslo\" (from AddCityFeature's reducer, run by WeatherFeature's `.ifLet(\\.$addCity, action: \\.addCity)`); it asked about \(weather.requests)."
        )
        #expect(
            state?.addCity == nil,
            "cancelButtonTapped should close the sheet (`dismiss()` in an effect of AddCityFeature), but addCity is still \(String(describing: state?.addCity))."
        )
        #expect(
            state?.forecasts.isEmpty == true && said.isEmpty,
            "After Cancel, the answer the client gave late must change nothing: dismissing the sheet cancels AddCityFeature's effects. forecasts holds \(state?.forecasts.map(\.city) ?? []), and the runtime said:\n\(said.joined(separator: "\n\n"))"
        )
    }

    @Test("the whole flow on screen: \"plus\", a city, \"Look up\", \"Add\" lists the city and closes the sheet")
    func wholeFlow() async throws {
        let store = Store(initialState: WeatherFeature.State()) {
            WeatherFeature()
        } withDependencies: {
            $0.weather.temperature = { @Sendable city in city == "Lima" ? 19 : 0 }
        }
        let host = ViewHost(WeatherView(store: store))
        try host.tap(.button("plus"))
        try #require(
            host.contains(.textField("City")),
            "\"plus\" should open the sheet with its \"City\" field (addButtonTapped sets addCity; WeatherView shows it with `.sheet(item:)`). The screen shows:\n\(host.render())"
        )
        try host.type("Lima", into: .textField("City"))
        try host.tap(.button("Look up"))
        await settle(host, on: store.outsideWork) { store.addCity?.forecast != nil }
        try #require(
            store.addCity?.forecast == Forecast(city: "Lima", celsius: 19),
            "\"Look up\" for \"Lima\" should show the client's answer, 19; addCity is \(String(describing: store.addCity))."
        )
        try host.tap(.button("Add"))
        await settle(host, on: store.outsideWork) { store.addCity == nil }
        #expect(
            store.forecasts.map(\.city) == ["Lima"] && host.contains(.text("Lima: 19°")),
            "After \"Add\" the list (forecasts) should show \"Lima: 19°\". The screen shows:\n\(host.render())")
        #expect(!host.isPresentingSheet, "After \"Add\" the sheet should close (addCity back to nil).")
    }
}
