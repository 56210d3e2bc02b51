// Hidden checks for binding-one-source (Chapters/02-Binding/Exercises/TrackPlayer.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-one-source: One source of truth for play and pause")
struct TrackPlayerChecks {
    private func makeHost() -> (ViewHost, Episode) {
        let episode = Episode(title: "Deep Dive", showTitle: "Great Show")
        return (ViewHost(TrackPlayer(episode: episode)), episode)
    }

    @Test("the first tap makes both the status line and the button say playing")
    func firstTapPlays() throws {
        let (host, episode) = makeHost()
        #expect(
            host.texts.contains(episode.title),
            "TrackPlayer should still show the episode title \"\(episode.title)\". The screen shows:\n\(host.render())")

        let updatesBefore = host.updates.count
        try host.tap(.button("play.circle"))

        guard host.updates.count > updatesBefore else {
            Issue.record(
                "The tap changed no state. If the button's binding is .constant(...), it ignores every write: pass $isPlaying. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")"
            )
            return
        }
        #expect(
            host.contains(.image("pause.circle")),
            "After one tap the button should show pause.circle. The screen shows:\n\(host.render())")
        #expect(
            host.texts.contains("Playing"),
            "After one tap the status line should read \"Playing\": TrackPlayer's isPlaying must change when the button is tapped. The screen shows:\n\(host.render())"
        )
    }

    @Test("after each of 9 taps, the status line and the button agree")
    func statusAndButtonAgree() throws {
        let (host, _) = makeHost()
        let taps = 9
        for tap in 1...taps {
            try host.tap(.kind("Button"))
            let buttonSaysPlaying = host.contains(.image("pause.circle"))
            let statusSaysPlaying = host.texts.contains("Playing")
            try #require(
                buttonSaysPlaying == statusSaysPlaying,
                "After tap \(tap) of \(taps) the button says \(buttonSaysPlaying ? "playing" : "paused") but the status line says \(statusSaysPlaying ? "playing" : "paused"): there are two sources of truth. The screen shows:\n\(host.render())"
            )
            try #require(
                statusSaysPlaying == !tap.isMultiple(of: 2),
                "After \(tap) taps the player should be \(tap.isMultiple(of: 2) ? "paused" : "playing"). The screen shows:\n\(host.render())"
            )
        }
    }

    @Test("a tap changes exactly one @State, and it is TrackPlayer's")
    func oneStateChanges() throws {
        let (host, _) = makeHost()
        let updatesBefore = host.updates.count
        try host.tap(.button("play.circle"))

        guard host.updates.count > updatesBefore, let update = host.lastUpdate else {
            Issue.record(
                "The tap changed no state. If the button's binding is .constant(...), it ignores every write: pass $isPlaying. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")"
            )
            return
        }
        #expect(
            update.changes.count == 1 && update.changes.allSatisfy { $0.source.hasPrefix("TrackPlayer.") },
            "A tap should change one @State declared in TrackPlayer (its isPlaying), through the button's binding. The trace shows:\n\(update)"
        )
    }

    @Test(
        "TrackPlayButton owns no state: nothing in it ever changes, and TrackPlayer, which reads isPlaying, is evaluated again on a tap"
    )
    func theButtonOwnsNothing() throws {
        let (host, _) = makeHost()
        try host.tap(.kind("Button"))
        try host.tap(.kind("Button"))

        let buttonChanges = host.updates.flatMap(\.changes).filter { $0.source.hasPrefix("TrackPlayButton.") }
        #expect(
            buttonChanges.isEmpty,
            "TrackPlayButton should not declare its own @State; the trace shows it changing:\n\(buttonChanges.map(\.description).joined(separator: "\n"))"
        )
        #expect(
            host.lastUpdate?.evaluatedBodies.contains("TrackPlayer") == true,
            "A tap should re-evaluate TrackPlayer's body, which reads isPlaying for the status line. The trace shows:\n\(host.lastUpdate.map(String.init(describing:)) ?? "no update")"
        )
    }
}
