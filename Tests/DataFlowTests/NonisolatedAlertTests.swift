import DataFlow
import Testing

/// SwiftUI's `Alert` and `Alert.Button` are plain structures, not bound to the main actor
/// (Apple's pages, developer.apple.com/documentation/swiftui/alert and
/// /alert/init(title:message:primarybutton:secondarybutton:), declare `struct Alert` and
/// `static func destructive(_ label: Text, action: (() -> Void)? = {})` with no actor), so a model
/// enum builds them in a nonisolated property, as Stewart Lynch's "Channel Watcher" does
/// (`var alert: Alert { switch self { case .ok(let title): return Alert(title: Text(title)) … } }`).
/// On today's main `Alert` is main-actor isolated, so this does not compile in Swift 6 mode.
@MainActor
@Suite struct NonisolatedAlertTests {
    enum AlertType: Identifiable {
        case ok(title: String)
        case twoButtons(title: String, primary: Alert.Button, secondary: Alert.Button)

        var id: String {
            switch self {
            case .ok(let title), .twoButtons(let title, _, _): title
            }
        }

        nonisolated var alert: Alert {
            switch self {
            case .ok(let title):
                return Alert(title: Text(title), message: nil, dismissButton: nil)
            case .twoButtons(let title, let primary, let secondary):
                return Alert(title: Text(title), primaryButton: primary, secondaryButton: secondary)
            }
        }
    }

    struct Channels: View {
        @State private var showing = false
        @State private var status = "Subscribed"
        var body: some View {
            VStack {
                Text(status)
                Button("Unsubscribe") { showing = true }
            }
            .alert(isPresented: $showing) {
                AlertType.twoButtons(
                    title: "Unsubscribe?",
                    primary: .destructive(Text("Unsubscribe")) { status = "Unsubscribed" },
                    secondary: .cancel()
                ).alert
            }
        }
    }

    @Test func anAlertBuiltOffTheMainActorIsPresentedAndItsButtonsAct() throws {
        let host = ViewHost(Channels())
        try host.tap(.button("Unsubscribe"))
        #expect(host.presentedAlert?.label == "Unsubscribe?")
        try host.tap(.button("Unsubscribe"))
        #expect(!host.isPresentingAlert)
        #expect(host.texts.first == "Unsubscribed")
    }
}
