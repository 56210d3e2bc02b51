// Hidden checks for binding-three-levels (Chapters/02-Binding/Exercises/AlertsScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-three-levels: A binding three levels down")
struct AlertsScreenChecks {
    static let onMessage = "You will hear about new episodes"
    static let offMessage = "Alerts are off"

    /// ko: 세 단계 아래의 토글을 켜면 화면의 새 에피소드 소식(alertsEnabled)이 켜집니다
    @Test("flipping the toggle three levels down turns the screen's alerts on")
    func theToggleReachesTheScreen() throws {
        let host = ViewHost(AlertsScreen())

        try host.toggle(.toggle("New episodes"))

        #expect(
            host.texts.contains(Self.onMessage),
            Comment(
                en:
                    "After flipping \"New episodes\", AlertsScreen should read \"\(Self.onMessage)\": the toggle must write AlertsScreen's alertsEnabled. The last update:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")\n(If it is still the mount, the flip changed no state: a .constant(...) binding ignores every write.) The screen shows:\n\(host.render())",
                ko:
                    "\"New episodes\"를 켜면 AlertsScreen이 \"\(Self.onMessage)\"를 보여야 합니다. 토글이 AlertsScreen의 alertsEnabled에 써야 합니다. 마지막 업데이트:\n\(host.lastUpdate.map(String.init(describing:)) ?? "없음")\n(아직 처음 마운트라면 토글이 아무 상태도 바꾸지 않은 것입니다. .constant(...) 바인딩은 모든 쓰기를 무시합니다.) 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 토글은 화면의 값에서 시작합니다: AlertsScreen(alertsEnabled: true)이면 켜진 채 보입니다
    @Test("the toggle starts from the screen's value: AlertsScreen(alertsEnabled: true) shows it on")
    func theToggleStartsFromTheScreen() throws {
        let host = ViewHost(AlertsScreen(alertsEnabled: true))

        #expect(
            try host.find(.toggle("New episodes")).value == "on",
            Comment(
                en:
                    "AlertsScreen(alertsEnabled: true) should show the toggle on, because the toggle reads the screen's state. The screen shows:\n\(host.render())",
                ko: "토글은 화면의 상태를 읽으므로 AlertsScreen(alertsEnabled: true)에서는 토글이 켜져 있어야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 켜진 채로 시작하든 꺼진 채로 시작하든, 5번 전환할 때마다 화면의 메시지와 토글이 일치합니다
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
                Comment(
                    en:
                        "Starting \(startsOn ? "on" : "off"), after flip \(flip) of \(flips) the toggle is \(toggleIsOn ? "on" : "off") but the screen says alerts are \(screenSaysOn ? "on" : "off"). The screen shows:\n\(host.render())",
                    ko:
                        "\(startsOn ? "켜진" : "꺼진") 상태에서 시작해 \(flips)번 중 \(flip)번째로 토글한 뒤 토글은 \(toggleIsOn ? "켜져" : "꺼져") 있는데 화면은 알림이 \(screenSaysOn ? "켜져" : "꺼져") 있다고 합니다. 화면:\n\(host.render())"
                )
            )
        }
    }

    /// ko: 바뀌는 상태는 AlertsScreen.alertsEnabled뿐입니다: 중간의 뷰들은 아무것도 소유하지 않습니다
    @Test("the only state that ever changes is AlertsScreen.alertsEnabled: the views in between own nothing")
    func onlyTheScreenOwnsState() throws {
        let host = ViewHost(AlertsScreen())
        try host.toggle(.toggle("New episodes"))
        try host.toggle(.toggle("New episodes"))

        let sources = host.updates.flatMap(\.changes).map(\.source)
        #expect(
            sources == ["AlertsScreen.alertsEnabled", "AlertsScreen.alertsEnabled"],
            Comment(
                en:
                    "Two flips should change AlertsScreen.alertsEnabled twice, and nothing else. The trace shows changes to: \(sources.isEmpty ? "nothing" : sources.joined(separator: ", "))",
                ko:
                    "두 번 토글하면 AlertsScreen.alertsEnabled만 두 번 바뀌어야 합니다. 트레이스에 나온 변경: \(sources.isEmpty ? "없음" : sources.joined(separator: ", "))"
            )
        )
    }
}
