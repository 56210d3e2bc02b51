// Wrong: NumberControl steps without looking at its range, so the volume goes to 11 and the sleep
// minutes below 0. The learner should clamp each new value to the range (max/min).
import DataFlow

/// A podcast player's settings: one value, owned by the settings screen.
struct PlayerSettings {
    var volume = 5
    var sleepMinutes = 0
}

/// The settings screen: the one owner of the settings, and a summary of them.
struct PlayerSettingsScreen: View {
    @State private var settings: PlayerSettings

    init(settings: PlayerSettings) {
        _settings = State(initialValue: settings)
    }

    var body: some View {
        VStack {
            Text(
                "Volume \(settings.volume), "
                    + (settings.sleepMinutes > 0 ? "sleep in \(settings.sleepMinutes) min" : "sleep timer off"))
            PlayerSettingsForm(settings: $settings)
        }
    }
}

/// The form: it owns nothing, and passes bindings into the settings on to its controls.
struct PlayerSettingsForm: View {
    @Binding var settings: PlayerSettings

    var body: some View {
        Form {
            NumberControl(title: "Volume", value: $settings.volume, step: 1)
            Toggle(
                "Sleep timer",
                isOn: Binding(
                    get: { settings.sleepMinutes > 0 },
                    set: { settings.sleepMinutes = $0 ? 15 : 0 }))
            NumberControl(title: "Sleep", value: $settings.sleepMinutes, step: 15)
        }
    }
}

/// A reusable control: "<title> -", "<title>: <value>", "<title> +", with no range.
struct NumberControl: View {
    let title: String
    @Binding var value: Int
    let step: Int

    var body: some View {
        HStack {
            Button("\(title) -") { value -= step }
            Text("\(title): \(value)")
            Button("\(title) +") { value += step }
        }
    }
}
