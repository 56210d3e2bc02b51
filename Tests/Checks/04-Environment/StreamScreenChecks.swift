// Hidden checks for env-binding (Chapters/04-Environment/Exercises/StreamScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-binding: Bindings into an environment object")
struct StreamScreenChecks {
    /// ko: 재생 버튼은 공유하는 플레이어를 재생하고 일시 정지하며, 상태 줄이 그것을 따릅니다
    @Test("the play button plays and pauses the shared player, and the status line follows")
    func playButtonWritesThePlayer() throws {
        let host = ViewHost(StreamScreen())

        try host.tap(.button("play.circle"))
        #expect(
            host.texts.contains("Playing") && host.contains(.image("pause.circle")),
            Comment(
                en:
                    "After tapping play, the status should say \"Playing\" and the button show pause.circle. The screen shows:\n\(host.render())",
                ko: "재생을 탭한 뒤에는 상태가 \"Playing\"이고 버튼이 pause.circle을 보여야 합니다. 화면:\n\(host.render())")
        )

        try host.tap(.button("pause.circle"))
        #expect(
            host.texts.contains("Paused") && host.contains(.image("play.circle")),
            Comment(
                en: "After tapping pause, the status should say \"Paused\" again. The screen shows:\n\(host.render())",
                ko: "일시 정지를 탭한 뒤에는 상태가 다시 \"Paused\"여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 셔플 토글은 공유하는 플레이어의 셔플을 켭니다
    @Test("the shuffle toggle turns shuffle on in the shared player")
    func shuffleWritesThePlayer() throws {
        let host = ViewHost(StreamScreen())

        try host.toggle(.toggle("Shuffle"))

        #expect(
            host.texts.contains("Paused, shuffle on"),
            Comment(
                en:
                    "After flipping Shuffle, the status should say \"Paused, shuffle on\": the toggle must be bound to the player ($player.isShuffled). The screen shows:\n\(host.render())",
                ko:
                    "Shuffle을 켠 뒤에는 상태가 \"Paused, shuffle on\"이어야 합니다. 토글은 플레이어에 바인딩되어야 합니다($player.isShuffled). 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 각 컨트롤의 변경은 StreamPlayer의 변경이고, 상태 줄이 그것을 봅니다
    @Test("each control's change is a change of the StreamPlayer, seen by the status line")
    func theChangeIsThePlayers() throws {
        let host = ViewHost(StreamScreen())

        try host.tap(.button("play.circle"))

        let update = try #require(host.lastUpdate)
        #expect(
            update.evaluatedBodies.contains("StreamStatus"),
            Comment(
                en: "Tapping play should re-evaluate StreamStatus, which reads the player. The update was:\n\(update)",
                ko: "재생을 탭하면 플레이어를 읽는 StreamStatus의 body가 재평가되어야 합니다. 업데이트:\n\(update)"))
    }

    /// ko: 플레이어가 다른 곳에서 받은 변경이 컨트롤에 보입니다: 컨트롤은 복사본이 아니라 플레이어를 읽습니다
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
            Comment(
                en:
                    "The StreamPlayer's isPlaying was set to true from outside the controls; the play button should now show pause.circle. It still shows play.circle, so the button does not read the player: a @State copy of isPlaying (even one pushed into the player with onChange) changes only with its own taps. Pass a binding into the player: `$player.isPlaying`. The screen shows:\n\(host.render())",
                ko:
                    "컨트롤 밖에서 StreamPlayer의 isPlaying을 true로 설정했으니 재생 버튼은 이제 pause.circle을 보여야 합니다. 여전히 play.circle을 보여 주므로 버튼이 플레이어를 읽지 않습니다. isPlaying을 @State에 복사해 두면(onChange로 플레이어에 넣더라도) 그 버튼을 탭할 때만 바뀝니다. 플레이어로 이어지는 바인딩을 넘기세요: `$player.isPlaying`. 화면:\n\(host.render())"
            )
        )
        #expect(
            (try? host.find(.toggle("Shuffle")).value) == "on",
            Comment(
                en:
                    "The StreamPlayer's isShuffled was set to true from outside the controls; the Shuffle toggle should now be on. It is off, so the toggle does not read the player: bind it to `$player.isShuffled`, not to a copy. The screen shows:\n\(host.render())",
                ko:
                    "컨트롤 밖에서 StreamPlayer의 isShuffled를 true로 설정했으니 Shuffle 토글은 이제 켜져 있어야 합니다. 꺼져 있으므로 토글이 플레이어를 읽지 않습니다. 복사본이 아니라 `$player.isShuffled`에 바인딩하세요. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 플레이어가 하고 있던 일은 StreamScreen의 부모가 body를 다시 실행해도 남습니다
    @Test("what the player is doing survives StreamScreen's parent running its body again")
    func playerSurvivesTheScreensParent() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.button("play.circle"))
        try host.tap(.button("Rebuild the parent"))

        #expect(
            host.texts.contains("Playing"),
            Comment(
                en:
                    "Play was tapped, then StreamScreen's parent ran its body again, making a new StreamScreen value. The status should still say \"Playing\": StreamScreen creates the StreamPlayer, so it must own it with @StateObject and provide that one. The screen shows:\n\(host.render())",
                ko:
                    "재생을 탭한 뒤 StreamScreen의 부모가 body를 다시 실행해 새 StreamScreen 값을 만들었습니다. 상태는 여전히 \"Playing\"이어야 합니다. StreamPlayer를 만드는 것은 StreamScreen이므로 @StateObject로 소유하고 바로 그 객체를 제공해야 합니다. 화면:\n\(host.render())"
            )
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
