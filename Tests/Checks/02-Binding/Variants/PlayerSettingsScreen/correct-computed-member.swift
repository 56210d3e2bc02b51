// Correct: the derived Bool is a computed property of PlayerSettings with a getter and a setter, so
// `$settings.sleepTimerOn` is a binding into it like any member; the control clamps with
// `ClosedRange.clamped`-style min/max in a helper, and the summary is built by a helper.
import DataFlow

/// A podcast player's settings: one value, owned by the settings screen.
struct PlayerSettings {
    var volume = 5
    var sleepMinutes = 0

    /// On while the sleep minutes are above 0; switching it on starts 15 minutes.
    var sleepTimerOn: Bool {
        get { sleepMinutes > 0 }
        set { sleepMinutes = newValue ? 15 : 0 }
    }
}

/// The settings screen: the one owner of the settings, and a summary of them.
struct PlayerSettingsScreen: View {
    @State private var settings: PlayerSettings

    init(settings: PlayerSettings) {
        _settings = State(initialValue: settings)
    }

    private var summary: String {
        if settings.sleepTimerOn {
            return "Volume \(settings.volume), sleep in \(settings.sleepMinutes) min"
        }
        return "Volume \(settings.volume), sleep timer off"
    }

    var body: some View {
        VStack {
            Text(summary)
            PlayerSettingsForm(settings: $settings)
        }
    }
}

/// The form: it owns nothing, and passes bindings into the settings on to its controls.
struct PlayerSettingsForm: View {
    @Binding var settings: PlayerSettings

    var body: some View {
        Form {
            Section(header: Text("Sound")) {
                NumberControl(title: "Volume", value: $settings.volume, range: 0...10, step: 1)
            }
            Section(header: Text("Sleep")) {
                Toggle("Sleep timer", isOn: $settings.sleepTimerOn)
                NumberControl(title: "Sleep", value: $settings.sleepMinutes, range: 0...60, step: 15)
            }
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
            Button {
                change(by: -step)
            } label: {
                Text("\(title) -")
            }
            Text("\(title): \(value)")
            Button {
                change(by: step)
            } label: {
                Text("\(title) +")
            }
        }
    }

    private func change(by delta: Int) {
        let next = value + delta
        if range.contains(next) {
            value = next
        } else {
            value = next < range.lowerBound ? range.lowerBound : range.upperBound
        }
    }
}
