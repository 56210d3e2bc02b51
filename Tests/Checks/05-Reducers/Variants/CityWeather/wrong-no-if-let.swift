// WeatherFeature forgets `.ifLet(\.$addCity, action: \.addCity)`: the sheet opens, but every action of the child reaches a reducer that ignores it, so "Look up", "Add" and "Cancel" do nothing. The checks say the client was never asked and name the ifLet.
// Exercise reducers-quiz: Quiz: a weather list with a look-up sheet (all of chapter 5 at once)
//
// Task: a list of cities and their temperatures. "plus" opens a sheet where the learner types a
// city, taps "Look up" and, once the temperature is shown, taps "Add". Make it work:
// - WeatherFeature: "plus" presents AddCityFeature (`addCity`), the reducer runs it with
//   `ifLet`, and a forecast is added to `forecasts` only when the child's delegate action
//   `.delegate(.addForecast(forecast))` arrives; the view shows the sheet from `addCity`;
// - AddCityFeature: "Look up" sets `isLoading` and returns an effect that asks the injected
//   `WeatherClient` (`@Dependency(\.weather)`) for the city's temperature, then sends
//   `forecastResponse(Forecast(city:celsius:))`, or `forecastFailed` if the client throws; both
//   end the loading; "Add" tells the parent (`.delegate(.addForecast(...))`), then closes the
//   sheet with `@Dependency(\.dismiss)`; "Cancel" only closes it.
//
// Done when: "plus" opens the sheet; "Look up" asks the client about the typed city, shows
// "Looking up…" until it answers, then the temperature; a failure ends the loading; "Add" lists
// the city and closes the sheet, and the parent adds it only when the delegate action arrives;
// "Cancel" during a look-up closes the sheet and its late answer changes nothing.
//
// From: the whole of chapter 5 (seed 004, TCA's "Your first presentation", and seed 003's API
// request). See Chapters/05-Reducers/README.md, sections 1 to 6.
//
// Run: swift run checker check reducers-quiz
import Composable
import DataFlow

/// A city and its temperature, as the list shows it.
struct Forecast: Equatable, Identifiable {
    var city: String
    var celsius: Int
    var id: String { city }
}

/// Where temperatures come from: a weather service, in a real app.
@DependencyClient
struct WeatherClient {
    var temperature: @Sendable (_ city: String) async throws -> Int
}

extension WeatherClient: DependencyKey {
    static let liveValue = WeatherClient(temperature: { city in city.count })
    static let testValue = WeatherClient()
}

extension DependencyValues {
    var weather: WeatherClient {
        get { self[WeatherClient.self] }
        set { self[WeatherClient.self] = newValue }
    }
}

/// The sheet: type a city, look its temperature up, add it to the list.
@Reducer
struct AddCityFeature {
    @ObservableState
    struct State: Equatable {
        var city = ""
        var forecast: Forecast?
        var isLoading = false
    }

    enum Action {
        case addButtonTapped
        case cancelButtonTapped
        case delegate(Delegate)
        case forecastFailed
        case forecastResponse(Forecast)
        case lookUpButtonTapped
        case setCity(String)

        @CasePathable
        enum Delegate: Equatable {
            case addForecast(Forecast)
        }
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.weather) var weather

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                guard let forecast = state.forecast else { return .none }
                return .run { send in
                    await send(.delegate(.addForecast(forecast)))
                    await self.dismiss()
                }
            case .cancelButtonTapped:
                return .run { _ in await self.dismiss() }
            case .delegate:
                return .none
            case .forecastFailed:
                state.isLoading = false
                return .none
            case let .forecastResponse(forecast):
                state.isLoading = false
                state.forecast = forecast
                return .none
            case .lookUpButtonTapped:
                state.isLoading = true
                state.forecast = nil
                return .run { [city = state.city] send in
                    do {
                        let celsius = try await weather.temperature(city)
                        await send(.forecastResponse(Forecast(city: city, celsius: celsius)))
                    } catch {
                        await send(.forecastFailed)
                    }
                }
            case let .setCity(city):
                state.city = city
                return .none
            }
        }
    }
}

/// The list of cities, and the add-city sheet while it is presented.
@Reducer
struct WeatherFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var addCity: AddCityFeature.State?
        var forecasts: IdentifiedArrayOf<Forecast> = []
    }

    enum Action {
        case addButtonTapped
        case addCity(PresentationAction<AddCityFeature.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.addCity = AddCityFeature.State()
                return .none
            case let .addCity(.presented(.delegate(.addForecast(forecast)))):
                state.forecasts.append(forecast)
                return .none
            case .addCity:
                return .none
            }
        }
    }
}

/// The cities, with "plus" in the toolbar.
struct WeatherView: View {
    @Bindable var store: StoreOf<WeatherFeature>

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.forecasts) { forecast in
                    Text("\(forecast.city): \(forecast.celsius)°")
                }
            }
            .navigationTitle("Weather")
            .toolbar {
                ToolbarItem {
                    Button {
                        store.send(.addButtonTapped)
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
        .sheet(item: $store.scope(state: \.addCity, action: \.addCity)) { addCityStore in
            NavigationStack {
                AddCityView(store: addCityStore)
            }
        }
    }
}

/// The sheet's form: a city field, "Look up", the answer, "Add", and "Cancel" in the toolbar.
struct AddCityView: View {
    @Bindable var store: StoreOf<AddCityFeature>

    var body: some View {
        Form {
            TextField("City", text: $store.city.sending(\.setCity))
            Button("Look up") {
                store.send(.lookUpButtonTapped)
            }
            .disabled(store.isLoading)
            if store.isLoading {
                Text("Looking up…")
            }
            if let forecast = store.forecast {
                Text("\(forecast.city): \(forecast.celsius)°")
            }
            Button("Add") {
                store.send(.addButtonTapped)
            }
            .disabled(store.forecast == nil)
        }
        .toolbar {
            ToolbarItem {
                Button("Cancel") {
                    store.send(.cancelButtonTapped)
                }
            }
        }
    }
}
