// Exercise binding-three-levels: A binding three levels down
//
// Task: `AlertsScreen` shows whether new-episode alerts are on. The switch for them is a Toggle
// in `AlertsToggleRow`, inside `AlertsSection`, inside the screen. Right now the section in the
// middle keeps its own `@State`, so the toggle flips the section's copy and the screen never
// hears of it. Make `AlertsScreen`'s `alertsEnabled` the only source of truth, and pass a binding
// to it down through `AlertsSection` to `AlertsToggleRow` (`$` on a binding passes it on).
//
// Done when: flipping the toggle three levels down changes the screen's message; the toggle starts
// from the screen's value; and the trace shows AlertsScreen.alertsEnabled as the only state that
// ever changes: the views in between own nothing.
//
// From: Apple's article ("Managing user interface state": "you can get a binding from a binding
// with `$` and pass it through any number of views"); see Chapters/02-Binding/Examples/BindingChain.swift.
//
// Run: swift run checker check binding-three-levels
import DataFlow

/// The alerts settings screen: the one view that knows whether alerts are on.
struct AlertsScreen: View {
    @State private var alertsEnabled: Bool

    init(alertsEnabled: Bool = false) {
        _alertsEnabled = State(initialValue: alertsEnabled)
    }

    var body: some View {
        Form {
            Text(alertsEnabled ? "You will hear about new episodes" : "Alerts are off")
            // TODO: pass the section a binding to alertsEnabled.
            AlertsSection()
        }
    }
}

/// A section of the screen that holds the alerts toggle row.
struct AlertsSection: View {
    // TODO: a view in the middle should not own this; take a binding and pass it on.
    @State private var isEnabled = false

    var body: some View {
        Section(header: Text("Alerts")) {
            AlertsToggleRow(isOn: $isEnabled)
        }
    }
}

/// One row: the toggle itself. It is already written to take a binding.
struct AlertsToggleRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("New episodes", isOn: $isOn)
    }
}
