// Hidden checks for binding-three-levels (Chapters/02-Binding/Exercises/AlertsScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-three-levels: A binding three levels down")
struct AlertsScreenChecks {
    static let onMessage = "You will hear about new episodes"
    static let offMessage = "Alerts are off"

    @Test("flipping the toggle three levels down turns the screen's alerts on")
    func theToggleReachesTheScreen() throws {
        let host = ViewHost(AlertsScreen())

        try host.toggle(.toggle("New episodes"))

        #expect(
            host.texts.contains(Self.onMessage),
            "After flipping \"New episodes\", AlertsScreen should read \"\(Self.onMessage)\": the toggle must write AlertsScreen's alertsEnabled. The last update:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")\n(If it is still the mount, the flip changed no state: a .constant(...) binding ignores every write.) The screen shows:\n\(host.render())"
        )
    }

    @Test("the toggle starts from the screen's value: AlertsScreen(alertsEnabled: true) shows it on")
    func theToggleStartsFromTheScreen() throws {
        let host = ViewHost(AlertsScreen(alertsEnabled: true))

        #expect(
            try host.find(.toggle("New episodes")).value == "on",
            "AlertsScreen(alertsEnabled: true) should show the toggle on, because the toggle reads the screen's state. The screen shows:\n\(host.render())"
        )
    }

    @Test("starting on and starting off, after each of 5 flips the screen's message and the toggle agree")
    func messageAndToggleAgree() throws {
        for startsOn in [true, false] {
            try messageAndToggleAgree(startingOn: startsOn)
        }
    }

    private func messageAndToggleAgree(startingOn startsOn: Bool) throws {
        let host = ViewHost(AlertsScreen(alertsEnabled: startsOn))
        let flips = 5
        for flip in 1...flips {
            try host.toggle(.toggle("New episodes"))
            let toggleIsOn = try host.find(.toggle("New episodes")).value == "on"
            let screenSaysOn = host.texts.contains(Self.onMessage)
            try #require(
                toggleIsOn == screenSaysOn,
                "Starting \(startsOn ? "on" : "off"), after flip \(flip) of \(flips) the toggle is \(toggleIsOn ? "on" : "off") but the screen says alerts are \(screenSaysOn ? "on" : "off"). The screen shows:\n\(host.render())"
            )
        }
    }

    @Test("the only state that ever changes is AlertsScreen.alertsEnabled: the views in between own nothing")
    func onlyTheScreenOwnsState() throws {
        let host = ViewHost(AlertsScreen())
        try host.toggle(.toggle("New episodes"))
        try host.toggle(.toggle("New episodes"))

        let sources = host.updates.flatMap(\.changes).map(\.source)
        #expect(
            sources == ["AlertsScreen.alertsEnabled", "AlertsScreen.alertsEnabled"],
            "Two flips should change AlertsScreen.alertsEnabled twice, and nothing else. The trace shows changes to: \(sources.isEmpty ? "nothing" : sources.joined(separator: ", "))"
        )
    }
}
