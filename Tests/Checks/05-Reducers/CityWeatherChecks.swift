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

    /// ko: "plus"는 도시 추가 시트를 엽니다
    @Test("\"plus\" opens the add-city sheet")
    func plusOpensTheSheet() throws {
        let store = Store(initialState: WeatherFeature.State()) { WeatherFeature() }
        let host = ViewHost(WeatherView(store: store))
        try host.tap(.button("plus"))
        #expect(
            store.addCity == AddCityFeature.State(),
            Comment(
                en:
                    "\"plus\" sends addButtonTapped, which should present the sheet: `state.addCity = AddCityFeature.State()`. After the tap, addCity is \(String(describing: store.addCity)).",
                ko:
                    "\"plus\"는 addButtonTapped를 보내고, 이 액션은 시트를 띄워야 합니다: `state.addCity = AddCityFeature.State()`. 탭한 뒤 addCity는 \(String(describing: store.addCity))입니다."
            )
        )
        #expect(
            host.isPresentingSheet && host.contains(.textField("City")),
            Comment(
                en:
                    "With addCity set, WeatherView should show AddCityView in a sheet: `.sheet(item: $store.scope(state: \\.addCity, action: \\.addCity))`. The screen shows:\n\(host.render())",
                ko:
                    "addCity가 설정되면 WeatherView는 AddCityView를 시트로 보여 줘야 합니다: `.sheet(item: $store.scope(state: \\.addCity, action: \\.addCity))`. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: "Look up"은 입력한 도시를 주입된 WeatherClient에 묻고, 답이 올 때까지 로딩 상태를 보여 줍니다
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
            Comment(
                en:
                    "After typing \"Oslo\", \"Look up\" (lookUpButtonTapped) should ask the injected client once, `weather.temperature(\"Oslo\")`, in an effect of AddCityFeature's reducer; it asked about \(weather.requests).",
                ko:
                    "\"Oslo\"를 입력한 뒤 \"Look up\"(lookUpButtonTapped)은 AddCityFeature 리듀서의 이펙트에서 주입된 클라이언트에 한 번 물어야 합니다: `weather.temperature(\"Oslo\")`. 그런데 \(weather.requests)을(를) 물었습니다."
            )
        )
        #expect(
            store.isLoading && (try? host.find(.button("Look up")).isDisabled) == true,
            Comment(
                en:
                    "While the client has not answered, isLoading should be true (set in lookUpButtonTapped, before the effect), so \"Look up\" is disabled and \"Looking up…\" shows. The sheet shows:\n\(host.render())",
                ko:
                    "클라이언트가 아직 답하지 않은 동안 isLoading은 true여야 하므로(이펙트 전에 lookUpButtonTapped에서 설정) \"Look up\"은 비활성화되고 \"Looking up…\"이 보여야 합니다. 시트:\n\(host.render())"
            )
        )
        guard !weather.requests.isEmpty else { return }
        weather.answers.continuation.yield(.success(-3))
        await settle(host, on: store.outsideWork) { store.forecast != nil }
        #expect(
            store.forecast == oslo && !store.isLoading,
            Comment(
                en:
                    "The client answered -3 for \"Oslo\": forecastResponse should set forecast to \(oslo) and end the loading; forecast is \(String(describing: store.forecast)), isLoading \(store.isLoading).",
                ko:
                    "클라이언트가 \"Oslo\"에 -3으로 답했으니 forecastResponse는 forecast를 \(oslo)로 설정하고 로딩을 끝내야 합니다. forecast는 \(String(describing: store.forecast)), isLoading은 \(store.isLoading)입니다."
            )
        )
        #expect(
            host.contains(.text("Oslo: -3°")) && (try? host.find(.button("Add")).isDisabled) == false,
            Comment(
                en:
                    "After the answer the sheet should show \"Oslo: -3°\" and enable \"Add\". It shows:\n\(host.render())",
                ko: "답이 온 뒤 시트는 \"Oslo: -3°\"를 보여 주고 \"Add\"를 활성화해야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 조회가 실패하면 로딩이 끝나고 기온을 보여 주지 않습니다
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
            Comment(
                en:
                    "A TestStore of AddCityFeature, with a WeatherClient that throws, was sent lookUpButtonTapped. It expected isLoading to become true, then the effect to catch the error and send forecastFailed, which sets isLoading back to false (and nothing else changes). The TestStore said:\n\(said.joined(separator: "\n\n"))",
                ko:
                    "오류를 던지는 WeatherClient를 둔 AddCityFeature의 TestStore에 lookUpButtonTapped를 보냈습니다. isLoading이 true가 되고, 이펙트가 오류를 잡아 forecastFailed를 보내 isLoading을 다시 false로 되돌리기를(그 밖에는 아무것도 바뀌지 않기를) 기대했습니다. TestStore의 보고:\n\(said.joined(separator: "\n\n"))"
            )
        )
    }

    /// ko: "Add"는 예보를 델리게이트 액션으로 WeatherFeature에 넘기고, 추가는 WeatherFeature만 합니다. 그다음 시트가 닫힙니다
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
            Comment(
                en:
                    "WeatherFeature changed its state as soon as the child's addButtonTapped arrived. The parent must not read the child's buttons: AddCityFeature answers addButtonTapped with `.delegate(.addForecast(forecast))`, and the parent adds the forecast (to forecasts) only when that arrives. The TestStore said:\n\(sendSaid.joined(separator: "\n\n"))",
                ko:
                    "자식의 addButtonTapped가 도착하자마자 WeatherFeature가 상태를 바꿨습니다. 부모는 자식의 버튼을 읽지 않아야 합니다. AddCityFeature가 addButtonTapped에 `.delegate(.addForecast(forecast))`로 답하고, 부모는 그 액션이 도착했을 때만 예보를 forecasts에 추가합니다. TestStore의 보고:\n\(sendSaid.joined(separator: "\n\n"))"
            )
        )
        #expect(
            said.isEmpty,
            Comment(
                en:
                    "A TestStore of WeatherFeature, with the sheet showing \(oslo), was sent `.addCity(.presented(.addButtonTapped))`. AddCityFeature's reducer should answer with an effect sending `.delegate(.addForecast(forecast))`, and WeatherFeature should then add that forecast to forecasts. If nothing arrived: does WeatherFeature run the child with `.ifLet(\\.$addCity, action: \\.addCity)`, and does the child send its delegate action before `dismiss()`? Dismissing cancels the child's effects, so whatever an effect would send after it is lost. The TestStore said:\n\(said.joined(separator: "\n\n"))",
                ko:
                    "시트에 \(oslo)를 보여 주는 WeatherFeature의 TestStore에 `.addCity(.presented(.addButtonTapped))`를 보냈습니다. AddCityFeature의 리듀서는 `.delegate(.addForecast(forecast))`를 보내는 이펙트로 답하고, WeatherFeature는 그 예보를 forecasts에 추가해야 합니다. 아무것도 도착하지 않았다면: WeatherFeature가 `.ifLet(\\.$addCity, action: \\.addCity)`로 자식을 실행하나요? 자식이 `dismiss()` 전에 델리게이트 액션을 보내나요? 닫으면 자식의 이펙트가 취소되므로, 이펙트가 그 뒤에 보내려던 것은 사라집니다. TestStore의 보고:\n\(said.joined(separator: "\n\n"))"
            )
        )
        #expect(
            closed,
            Comment(
                en:
                    "After \"Add\" the sheet should close: addCity should become nil (the child calls `dismiss()` after sending its delegate action), but it is still set.",
                ko: "\"Add\" 뒤에는 시트가 닫혀야 합니다. addCity가 nil이 되어야 하는데(자식이 델리게이트 액션을 보낸 뒤 `dismiss()`를 호출) 아직 설정되어 있습니다.")
        )
    }

    /// ko: 조회 중에 "Cancel"을 누르면 시트가 닫히고, 늦게 온 답은 아무것도 바꾸지 않습니다
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
            Comment(
                en:
                    "lookUpButtonTapped in the sheet should ask the WeatherClient about \"Oslo\" (from AddCityFeature's reducer, run by WeatherFeature's `.ifLet(\\.$addCity, action: \\.addCity)`); it asked about \(weather.requests).",
                ko:
                    "시트의 lookUpButtonTapped는 WeatherClient에 \"Oslo\"를 물어야 합니다(WeatherFeature의 `.ifLet(\\.$addCity, action: \\.addCity)`가 실행하는 AddCityFeature의 리듀서에서). 그런데 \(weather.requests)을(를) 물었습니다."
            )
        )
        #expect(
            state?.addCity == nil,
            Comment(
                en:
                    "cancelButtonTapped should close the sheet (`dismiss()` in an effect of AddCityFeature), but addCity is still \(String(describing: state?.addCity)).",
                ko:
                    "cancelButtonTapped는 시트를 닫아야 하는데(AddCityFeature의 이펙트 안에서 `dismiss()`) addCity가 아직 \(String(describing: state?.addCity))입니다."
            )
        )
        #expect(
            state?.forecasts.isEmpty == true && said.isEmpty,
            Comment(
                en:
                    "After Cancel, the answer the client gave late must change nothing: dismissing the sheet cancels AddCityFeature's effects. forecasts holds \(state?.forecasts.map(\.city) ?? []), and the runtime said:\n\(said.joined(separator: "\n\n"))",
                ko:
                    "Cancel 뒤에 클라이언트가 늦게 준 답은 아무것도 바꾸지 않아야 합니다. 시트를 닫으면 AddCityFeature의 이펙트가 취소됩니다. forecasts에는 \(state?.forecasts.map(\.city) ?? [])이(가) 있고, 런타임의 보고:\n\(said.joined(separator: "\n\n"))"
            )
        )
    }

    /// ko: 화면에서 전체 흐름: "plus", 도시 입력, "Look up", "Add"를 거치면 도시가 목록에 들어가고 시트가 닫힙니다
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
            Comment(
                en:
                    "\"plus\" should open the sheet with its \"City\" field (addButtonTapped sets addCity; WeatherView shows it with `.sheet(item:)`). The screen shows:\n\(host.render())",
                ko:
                    "\"plus\"는 \"City\" 필드가 있는 시트를 열어야 합니다(addButtonTapped가 addCity를 설정하고, WeatherView가 `.sheet(item:)`으로 보여 줍니다). 화면:\n\(host.render())"
            )
        )
        try host.type("Lima", into: .textField("City"))
        try host.tap(.button("Look up"))
        await settle(host, on: store.outsideWork) { store.addCity?.forecast != nil }
        try #require(
            store.addCity?.forecast == Forecast(city: "Lima", celsius: 19),
            Comment(
                en:
                    "\"Look up\" for \"Lima\" should show the client's answer, 19; addCity is \(String(describing: store.addCity)).",
                ko: "\"Lima\"를 \"Look up\"하면 클라이언트의 답 19가 보여야 합니다. addCity는 \(String(describing: store.addCity))입니다.")
        )
        try host.tap(.button("Add"))
        await settle(host, on: store.outsideWork) { store.addCity == nil }
        #expect(
            store.forecasts.map(\.city) == ["Lima"] && host.contains(.text("Lima: 19°")),
            Comment(
                en: "After \"Add\" the list (forecasts) should show \"Lima: 19°\". The screen shows:\n\(host.render())",
                ko: "\"Add\" 뒤에 목록(forecasts)은 \"Lima: 19°\"를 보여야 합니다. 화면:\n\(host.render())"))
        #expect(
            !host.isPresentingSheet,
            Comment(
                en: "After \"Add\" the sheet should close (addCity back to nil).",
                ko: "\"Add\" 뒤에는 시트가 닫혀야 합니다(addCity가 다시 nil)."))
    }
}
