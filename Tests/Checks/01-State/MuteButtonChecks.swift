// Hidden checks for state-toggle (Chapters/01-State/Exercises/MuteButton.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-toggle: Mute and unmute")
struct MuteButtonChecks {
    /// ko: MuteButton은 음소거가 꺼진 채 시작합니다: speaker.wave.2 심볼을 보여 주는 버튼
    @Test("MuteButton starts unmuted: a button showing the speaker.wave.2 symbol")
    func startsUnmuted() {
        let host = ViewHost(MuteButton())

        #expect(
            host.contains(.button("speaker.wave.2")),
            Comment(
                en:
                    "Expected a Button whose label is Image(systemName: \"speaker.wave.2\"). The screen shows:\n\(host.render())",
                ko: "레이블이 Image(systemName: \"speaker.wave.2\")인 Button이 있어야 합니다. 화면:\n\(host.render())")
        )
        #expect(
            !host.contains(.image("speaker.slash")),
            Comment(
                en:
                    "Before any tap the sound is on, so speaker.slash should not be shown. The screen shows:\n\(host.render())",
                ko: "아직 탭하지 않았으니 소리가 켜져 있고, speaker.slash는 보이지 않아야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 버튼을 탭하면 음소거되고(speaker.slash), 다시 탭하면 음소거가 풀립니다(speaker.wave.2)
    @Test("tapping the button mutes (speaker.slash), tapping again unmutes (speaker.wave.2)")
    func tapTogglesTheSymbol() throws {
        let host = ViewHost(MuteButton())

        try host.tap(.button("speaker.wave.2"))
        #expect(
            host.contains(.image("speaker.slash")),
            Comment(
                en: "After one tap the button should show speaker.slash. The screen shows:\n\(host.render())",
                ko: "한 번 탭한 뒤에는 버튼이 speaker.slash를 보여야 합니다. 화면:\n\(host.render())"))

        try host.tap(.button("speaker.slash"))
        #expect(
            host.contains(.image("speaker.wave.2")),
            Comment(
                en:
                    "After a second tap the button should show speaker.wave.2 again. The screen shows:\n\(host.render())",
                ko: "두 번째 탭 뒤에는 버튼이 다시 speaker.wave.2를 보여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 10번 탭하는 동안 매번, 심볼은 지금까지 탭한 횟수가 홀수(음소거)인지 짝수(음소거 아님)인지 말합니다
    @Test("after each of 10 taps, the symbol says whether the number of taps so far is odd (muted) or even (unmuted)")
    func manyTaps() throws {
        let host = ViewHost(MuteButton())

        for tap in 1...10 {
            try host.tap(.kind(.button))
            let expected = tap.isMultiple(of: 2) ? "speaker.wave.2" : "speaker.slash"
            let shown = host.findAll(.kind(.image)).compactMap(\.label)
            try #require(
                shown == [expected],
                Comment(
                    en:
                        "After \(tap) taps the only symbol should be \(expected), but the screen shows \(shown):\n\(host.render())",
                    ko: "\(tap)번 탭한 뒤에는 심볼이 \(expected) 하나뿐이어야 하는데 화면에는 \(shown)이(가) 있습니다:\n\(host.render())")
            )
        }
    }

    /// ko: 탭 한 번은 MuteButton이 선언한 @State 하나의 변경이고, MuteButton의 body가 다시 평가됩니다
    @Test("each tap is one change of a @State that MuteButton declares, and MuteButton's body is evaluated again")
    func tapIsAStateChange() throws {
        let host = ViewHost(MuteButton())
        let updatesBefore = host.updates.count

        try host.tap(.kind(.button))

        guard host.updates.count > updatesBefore, let update = host.lastUpdate else {
            Issue.record(
                Comment(
                    en:
                        "The tap changed no state, so nothing was updated. The button's action should toggle a @State property of MuteButton.",
                    ko: "탭해도 바뀐 상태가 없어서 아무것도 업데이트되지 않았습니다. 버튼의 액션이 MuteButton의 @State 프로퍼티를 토글해야 합니다.")
            )
            return
        }
        #expect(
            update.changes.count == 1
                && update.changes.allSatisfy { $0.kind == "@State" && $0.source.hasPrefix("MuteButton.") },
            Comment(
                en:
                    "A tap should change exactly one @State property declared in MuteButton (the view owns whether it is muted). The trace shows:\n\(update)",
                ko: "탭 한 번은 MuteButton에 선언된 @State 프로퍼티 딱 하나를 바꿔야 합니다(음소거 여부는 이 뷰가 소유합니다). 트레이스:\n\(update)")
        )
        // A label extracted into a subview may be evaluated too; MuteButton's own body must be.
        #expect(
            update.evaluatedBodies.contains("MuteButton"),
            Comment(
                en:
                    "MuteButton's body reads the state, so the tap should evaluate it again. The trace shows:\n\(update)",
                ko: "MuteButton의 body가 상태를 읽으므로 탭하면 body가 다시 평가되어야 합니다. 트레이스:\n\(update)"))
    }
}
