// Wrong: PlayerSettingsForm keeps the settings in a @State of its own, started from the screen's
// value: the controls change the form's copy, and the screen's summary never moves. The learner
// should see PlayerSettingsForm.settings in the trace and pass a binding down instead.
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
            PlayerSettingsForm(settings: settings)
        }
    }
}

/// The form, with a copy of the settings.
struct PlayerSettingsForm: View {
    @State var settings: PlayerSettings

    var body: some View {
        Form {
            NumberControl(title: "Volume", value: $settings.volume, range: 0...10, step: 1)
            Toggle(
                "Sleep timer",
                isOn: Binding(
                    get: { settings.sleepMinutes > 0 },
                    set: { settings.sleepMinutes = $0 ? 15 : 0 }))
            NumberControl(title: "Sleep", value: $settings.sleepMinutes, range: 0...60, step: 15)
        }
    }
}

/// A reusable control: "<title> -", "<title>: <value>", "<title> +", kept within `range`.
struct NumberControl: View {
    let title: String
    @Binding var value: Int
    let range: ClosedRange<Int>
    let step: Int

    var body: some View {
        HStack {
            Button("\(title) -") { value = max(range.lowerBound, value - step) }
            Text("\(title): \(value)")
            Button("\(title) +") { value = min(range.upperBound, value + step) }
        }
    }
}
