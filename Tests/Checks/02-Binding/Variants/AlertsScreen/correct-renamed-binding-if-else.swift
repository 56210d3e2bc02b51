// Correct: the section's binding has another name and is passed on with $; the screen's message
// uses if/else.
import DataFlow

/// The alerts settings screen: the one view that knows whether alerts are on.
struct AlertsScreen: View {
    @State private var alertsEnabled: Bool

    init(alertsEnabled: Bool = false) {
        _alertsEnabled = State(initialValue: alertsEnabled)
    }

    var body: some View {
        Form {
            if alertsEnabled {
                Text("You will hear about new episodes")
            } else {
                Text("Alerts are off")
            }
            AlertsSection(alertsOn: $alertsEnabled)
        }
    }
}

/// A section of the screen that holds the alerts toggle row. It owns nothing: it passes the
/// binding it was given on to the row.
struct AlertsSection: View {
    @Binding var alertsOn: Bool

    var body: some View {
        Section(header: Text("Alerts")) {
            AlertsToggleRow(isOn: $alertsOn)
        }
    }
}

/// One row: the toggle itself.
struct AlertsToggleRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("New episodes", isOn: $isOn)
    }
}
