// Hidden checks for env-binding (Chapters/04-Environment/Exercises/StreamScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-binding: Bindings into an environment object")
struct StreamScreenChecks {
    @Test("the play button plays and pauses the shared player, and the status line follows")
    func playButtonWritesThePlayer() throws {
        let host = ViewHost(StreamScreen())

        try host.tap(.button("play.circle"))
        #expect(
            host.texts.contains("Playing") && host.contains(.image("pause.circle")),
            "After tapping play, the status should say \"Playing\" and the button show pause.circle. The screen shows:\n\(host.render())"
        )

        try host.tap(.button("pause.circle"))
        #expect(
            host.texts.contains("Paused") && host.contains(.image("play.circle")),
            "After tapping pause, the status should say \"Paused\" again. The screen shows:\n\(host.render())")
    }

    @Test("the shuffle toggle turns shuffle on in the shared player")
    func shuffleWritesThePlayer() throws {
        let host = ViewHost(StreamScreen())

        try host.toggle(.toggle("Shuffle"))

        #expect(
            host.texts.contains("Paused, shuffle on"),
            "After flipping Shuffle, the status should say \"Paused, shuffle on\": the toggle must be bound to the player ($player.isShuffled). The screen shows:\n\(host.render())"
        )
    }

    @Test("each control's change is a change of the StreamPlayer, seen by the status line")
    func theChangeIsThePlayers() throws {
        let host = ViewHost(StreamScreen())

        try host.tap(.button("play.circle"))

        let update = try #require(host.lastUpdate)
        #expect(
            update.evaluatedBodies.contains("StreamStatus"),
            "Tapping play should re-evaluate StreamStatus, which reads the player. The update was:\n\(update)")
    }

    @Test("a change the player gets from elsewhere shows on the controls: they read the player, not a copy")
    func controlsFollowThePlayer() throws {
        // The check owns the player and changes it itself, as another screen or a remote command would.
        let player = StreamPlayer()
        let host = ViewHost(
            VStack {
                StreamStatus()
                StreamControls()
            }
            .environmentObject(player))

        player.isPlaying = true
        player.isShuffled = true
        host.settle()

        #expect(
            host.contains(.image("pause.circle")),
            "The StreamPlayer's isPlaying was set to true from outside the controls; the play button should now show pause.circle. It still shows play.circle, so the button does not read the player: a @State copy of isPlaying (even one pushed into the player with onChange) changes only with its own taps. Pass a binding into the player: `$player.isPlaying`. The screen shows:\n\(host.render())"
        )
        #expect(
            (try? host.find(.toggle("Shuffle")).value) == "on",
            "The StreamPlayer's isShuffled was set to true from outside the controls; the Shuffle toggle should now be on. It is off, so the toggle does not read the player: bind it to `$player.isShuffled`, not to a copy. The screen shows:\n\(host.render())"
        )
    }

    @Test("what the player is doing survives StreamScreen's parent running its body again")
    func playerSurvivesTheScreensParent() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.button("play.circle"))
        try host.tap(.button("Rebuild the parent"))

        #expect(
            host.texts.contains("Playing"),
            "Play was tapped, then StreamScreen's parent ran its body again, making a new StreamScreen value. The status should still say \"Playing\": StreamScreen creates the StreamPlayer, so it must own it with @StateObject and provide that one. The screen shows:\n\(host.render())"
        )
    }
}

/// A parent that makes a new StreamScreen value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            StreamScreen()
        }
    }
}
