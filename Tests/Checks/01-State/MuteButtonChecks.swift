// Hidden checks for state-toggle (Chapters/01-State/Exercises/MuteButton.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-toggle: Mute and unmute")
struct MuteButtonChecks {
    @Test("MuteButton starts unmuted: a button showing the speaker.wave.2 symbol")
    func startsUnmuted() {
        let host = ViewHost(MuteButton())

        #expect(host.contains(.button("speaker.wave.2")),
                "Expected a Button whose label is Image(systemName: \"speaker.wave.2\"). The screen shows:\n\(host.render())")
        #expect(!host.contains(.image("speaker.slash")),
                "Before any tap the sound is on, so speaker.slash should not be shown. The screen shows:\n\(host.render())")
    }

    @Test("tapping the button mutes (speaker.slash), tapping again unmutes (speaker.wave.2)")
    func tapTogglesTheSymbol() throws {
        let host = ViewHost(MuteButton())

        try host.tap(.button("speaker.wave.2"))
        #expect(host.contains(.image("speaker.slash")),
                "After one tap the button should show speaker.slash. The screen shows:\n\(host.render())")

        try host.tap(.button("speaker.slash"))
        #expect(host.contains(.image("speaker.wave.2")),
                "After a second tap the button should show speaker.wave.2 again. The screen shows:\n\(host.render())")
    }

    @Test("after any number of taps, the symbol says whether that number is odd (muted) or even (unmuted)")
    func manyTaps() throws {
        let taps = Int.random(in: 3...9)
        let host = ViewHost(MuteButton())

        for _ in 0..<taps { try host.tap(.kind("Button")) }

        let expected = taps.isMultiple(of: 2) ? "speaker.wave.2" : "speaker.slash"
        #expect(host.findAll(.kind("Image")).map(\.label) == [expected],
                "After \(taps) taps the only symbol should be \(expected). The screen shows:\n\(host.render())")
    }

    @Test("each tap is one @State change in MuteButton, and re-evaluates MuteButton's body")
    func tapIsAStateChange() throws {
        let host = ViewHost(MuteButton())

        try host.tap(.kind("Button"))

        let update = try #require(host.lastUpdate)
        #expect(update.changes.count == 1 && update.changes.allSatisfy { $0.kind == "@State" && $0.source.hasPrefix("MuteButton.") },
                "A tap should change exactly one @State property declared in MuteButton. The trace shows:\n\(update)")
        #expect(update.evaluatedBodies == ["MuteButton"],
                "The tap should re-evaluate MuteButton's body, and only it. The trace shows:\n\(update)")
    }
}
