// Correct: the form takes two bindings, one per member, instead of one to the whole settings; the
// toggle's computed Binding is built by the screen and handed down as a third binding.
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
            if settings.sleepMinutes > 0 {
                Text("Volume \(settings.volume), sleep in \(settings.sleepMinutes) min")
            } else {
                Text("Volume \(settings.volume), sleep timer off")
            }
            PlayerSettingsForm(
                volume: $settings.volume,
                sleepMinutes: $settings.sleepMinutes,
                sleepTimerOn: Binding(
                    get: { settings.sleepMinutes > 0 },
                    set: { isOn in settings.sleepMinutes = isOn ? 15 : 0 }))
        }
    }
}

/// The form: it owns nothing, and passes the bindings it gets on to its controls.
struct PlayerSettingsForm: View {
    @Binding var volume: Int
    @Binding var sleepMinutes: Int
    @Binding var sleepTimerOn: Bool

    var body: some View {
        VStack {
            NumberControl(title: "Volume", value: $volume, range: 0...10, step: 1)
            Toggle("Sleep timer", isOn: $sleepTimerOn)
            NumberControl(title: "Sleep", value: $sleepMinutes, range: 0...60, step: 15)
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
            Button("\(title) -") {
                if value - step >= range.lowerBound { value -= step } else { value = range.lowerBound }
            }
            Text("\(title): \(value)")
            Button("\(title) +") {
                if value + step <= range.upperBound { value += step } else { value = range.upperBound }
            }
        }
    }
}
