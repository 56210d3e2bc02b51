// Wrong: the screen passes .constant(alertsEnabled), a binding that ignores every write, so the
// toggle never moves. The learner should pass $alertsEnabled.
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
            AlertsSection(isEnabled: .constant(alertsEnabled))
        }
    }
}

/// A section of the screen that holds the alerts toggle row. It owns nothing: it passes the
/// binding it was given on to the row.
struct AlertsSection: View {
    @Binding var isEnabled: Bool

    var body: some View {
        Section(header: Text("Alerts")) {
            AlertsToggleRow(isOn: $isEnabled)
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
