// Exercise binding-quiz: Quiz: a settings screen, one source of truth
//
// The chapter's quiz: the settings screen of WWDC19's podcast player, with everything chapter 2
// taught.
//
// Task: PlayerSettingsScreen owns the settings (a @State PlayerSettings) and shows a summary,
// worded exactly "Volume 5, sleep timer off" or "Volume 5, sleep in 30 min". Below it,
// PlayerSettingsForm shows
//   - a NumberControl for the volume: title "Volume", from 0 to 10 in steps of 1;
//   - a Toggle "Sleep timer", on exactly while the sleep minutes are above 0; turning it on sets
//     them to 15, turning it off sets them to 0 (a Bool computed from the minutes: no state of its
//     own);
//   - a NumberControl for the sleep minutes: title "Sleep", from 0 to 60 in steps of 15.
// NumberControl is one reusable control: a Button "<title> -", a Text "<title>: <value>" and a
// Button "<title> +" that change the value by its step and never leave its range.
// Who owns what: only PlayerSettingsScreen. The form and the control change the screen's settings
// through bindings, two levels down (no @State in them, no `.constant(...)`).
//
// Done when: every control changes the screen's summary at once, the toggle follows the minutes both
// ways, and the only state that ever changes is PlayerSettingsScreen's.
//
// From: WWDC19 "Data Flow Through SwiftUI" (the player's controls take bindings) and Apple's
// "Managing user interface state" (binding to a member, `$settings.volume`).
//
// Run: swift run checker check binding-quiz
import DataFlow

/// A podcast player's settings: one value, owned by the settings screen.
struct PlayerSettings {
    var volume = 5
    var sleepMinutes = 0
}

/// The settings screen: the one owner of the settings, and a summary of them.
struct PlayerSettingsScreen: View {
    @State private var settings: PlayerSettings

    init(settings: PlayerSettings = PlayerSettings()) {
        _settings = State(initialValue: settings)
    }

    var body: some View {
        VStack {
            Text("Volume ?, sleep timer ?")  // TODO: the summary, from settings
            PlayerSettingsForm()  // TODO: hand the form a binding to the settings
        }
    }
}

/// The form: it owns nothing, and passes bindings into the settings on to its controls.
struct PlayerSettingsForm: View {
    // TODO: a binding to the screen's settings.

    var body: some View {
        Form {
            // TODO: NumberControl for "Volume", the "Sleep timer" Toggle, NumberControl for "Sleep".
            Text("Settings go here")
        }
    }
}

/// A reusable control: "<title> -", "<title>: <value>", "<title> +", kept within `range`.
struct NumberControl: View {
    let title: String
    // TODO: the value it changes (someone else's), its range and its step.

    var body: some View {
        HStack {
            Button("\(title) -") {}
            Text("\(title): ?")
            Button("\(title) +") {}
        }
    }
}
