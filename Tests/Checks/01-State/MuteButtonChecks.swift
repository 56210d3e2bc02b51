// Hidden checks for state-toggle (Chapters/01-State/Exercises/MuteButton.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-toggle: Mute and unmute")
struct MuteButtonChecks {
    @Test("MuteButton starts unmuted: a button showing the speaker.wave.2 symbol")
    func startsUnmuted() {
        let host = ViewHost(MuteButton())

        #expect(
            host.contains(.button("speaker.wave.2")),
            "Expected a Button whose label is Image(systemName: \"speaker.wave.2\"). The screen shows:\n\(host.render())"
        )
        #expect(
            !host.contains(.image("speaker.slash")),
            "Before any tap the sound is on, so speaker.slash should not be shown. The screen shows:\n\(host.render())")
    }

    @Test("tapping the button mutes (speaker.slash), tapping again unmutes (speaker.wave.2)")
    func tapTogglesTheSymbol() throws {
        let host = ViewHost(MuteButton())

        try host.tap(.button("speaker.wave.2"))
        #expect(
            host.contains(.image("speaker.slash")),
            "After one tap the button should show speaker.slash. The screen shows:\n\(host.render())")

        try host.tap(.button("speaker.slash"))
        #expect(
            host.contains(.image("speaker.wave.2")),
            "After a second tap the button should show speaker.wave.2 again. The screen shows:\n\(host.render())")
    }

    @Test("after each of 10 taps, the symbol says whether the number of taps so far is odd (muted) or even (unmuted)")
    func manyTaps() throws {
        let host = ViewHost(MuteButton())

        for tap in 1...10 {
            try host.tap(.kind(.button))
            let expected = tap.isMultiple(of: 2) ? "speaker.wave.2" : "speaker.slash"
            let shown = host.findAll(.kind(.image)).compactMap(\.label)
            try #require(
                shown == [expected],
                "After \(tap) taps the only symbol should be \(expected), but the screen shows \(shown):\n\(host.render())"
            )
        }
    }

    @Test("each tap is one change of a @State that MuteButton declares, and MuteButton's body is evaluated again")
    func tapIsAStateChange() throws {
        let host = ViewHost(MuteButton())
        let updatesBefore = host.updates.count

        try host.tap(.kind(.button))

        guard host.updates.count > updatesBefore, let update = host.lastUpdate else {
            Issue.record(
                "The tap changed no state, so nothing was updated. The button's action should toggle a @State property of MuteButton."
            )
            return
        }
        #expect(
            update.changes.count == 1
                && update.changes.allSatisfy { $0.kind == "@State" && $0.source.hasPrefix("MuteButton.") },
            "A tap should change exactly one @State property declared in MuteButton (the view owns whether it is muted). The trace shows:\n\(update)"
        )
        // A label extracted into a subview may be evaluated too; MuteButton's own body must be.
        #expect(
            update.evaluatedBodies.contains("MuteButton"),
            "MuteButton's body reads the state, so the tap should evaluate it again. The trace shows:\n\(update)")
    }
}
