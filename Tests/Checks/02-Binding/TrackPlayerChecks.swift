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

    /// ko: 첫 탭에 상태 줄과 버튼이 모두 재생 중이라고 말합니다
    @Test("the first tap makes both the status line and the button say playing")
    func firstTapPlays() throws {
        let (host, episode) = makeHost()
        #expect(
            host.texts.contains(episode.title),
            Comment(
                en:
                    "TrackPlayer should still show the episode title \"\(episode.title)\". The screen shows:\n\(host.render())",
                ko: "TrackPlayer는 에피소드 제목 \"\(episode.title)\"을(를) 계속 보여야 합니다. 화면:\n\(host.render())"))

        let updatesBefore = host.updates.count
        try host.tap(.button("play.circle"))

        guard host.updates.count > updatesBefore else {
            Issue.record(
                Comment(
                    en:
                        "The tap changed no state. If the button's binding is .constant(...), it ignores every write: pass $isPlaying. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")",
                    ko:
                        "탭해도 바뀐 상태가 없습니다. 버튼의 바인딩이 .constant(...)라면 모든 쓰기를 무시합니다. $isPlaying을 넘기세요. 마지막 업데이트는 그대로입니다:\n\(host.lastUpdate.map(String.init(describing:)) ?? "없음")"
                )
            )
            return
        }
        #expect(
            host.contains(.image("pause.circle")),
            Comment(
                en: "After one tap the button should show pause.circle. The screen shows:\n\(host.render())",
                ko: "한 번 탭한 뒤에는 버튼이 pause.circle을 보여야 합니다. 화면:\n\(host.render())"))
        #expect(
            host.texts.contains("Playing"),
            Comment(
                en:
                    "After one tap the status line should read \"Playing\": TrackPlayer's isPlaying must change when the button is tapped. The screen shows:\n\(host.render())",
                ko:
                    "한 번 탭한 뒤에는 상태 줄이 \"Playing\"이어야 합니다. 버튼을 탭하면 TrackPlayer의 isPlaying이 바뀌어야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 9번 탭하는 동안 매번 상태 줄과 버튼이 일치합니다
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
                Comment(
                    en:
                        "After tap \(tap) of \(taps) the button says \(buttonSaysPlaying ? "playing" : "paused") but the status line says \(statusSaysPlaying ? "playing" : "paused"): there are two sources of truth. The screen shows:\n\(host.render())",
                    ko:
                        "\(taps)번 중 \(tap)번째 탭 뒤에 버튼은 \(buttonSaysPlaying ? "재생 중" : "일시 정지")인데 상태 줄은 \(statusSaysPlaying ? "재생 중" : "일시 정지")입니다. 진실의 원천이 둘입니다. 화면:\n\(host.render())"
                )
            )
            try #require(
                statusSaysPlaying == !tap.isMultiple(of: 2),
                Comment(
                    en:
                        "After \(tap) taps the player should be \(tap.isMultiple(of: 2) ? "paused" : "playing"). The screen shows:\n\(host.render())",
                    ko:
                        "\(tap)번 탭한 뒤에는 플레이어가 \(tap.isMultiple(of: 2) ? "일시 정지" : "재생 중") 상태여야 합니다. 화면:\n\(host.render())"
                )
            )
        }
    }

    /// ko: 탭 한 번은 @State 딱 하나를 바꾸고, 그것은 TrackPlayer의 것입니다
    @Test("a tap changes exactly one @State, and it is TrackPlayer's")
    func oneStateChanges() throws {
        let (host, _) = makeHost()
        let updatesBefore = host.updates.count
        try host.tap(.button("play.circle"))

        guard host.updates.count > updatesBefore, let update = host.lastUpdate else {
            Issue.record(
                Comment(
                    en:
                        "The tap changed no state. If the button's binding is .constant(...), it ignores every write: pass $isPlaying. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")",
                    ko:
                        "탭해도 바뀐 상태가 없습니다. 버튼의 바인딩이 .constant(...)라면 모든 쓰기를 무시합니다. $isPlaying을 넘기세요. 마지막 업데이트는 그대로입니다:\n\(host.lastUpdate.map(String.init(describing:)) ?? "없음")"
                )
            )
            return
        }
        #expect(
            update.changes.count == 1 && update.changes.allSatisfy { $0.source.hasPrefix("TrackPlayer.") },
            Comment(
                en:
                    "A tap should change one @State declared in TrackPlayer (its isPlaying), through the button's binding. The trace shows:\n\(update)",
                ko: "탭 한 번은 버튼의 바인딩을 통해 TrackPlayer에 선언된 @State 하나(isPlaying)를 바꿔야 합니다. 트레이스:\n\(update)")
        )
    }

    /// ko: TrackPlayButton은 상태를 소유하지 않습니다: 그 안의 어떤 것도 바뀌지 않고, isPlaying을 읽는 TrackPlayer가 탭할 때 다시 평가됩니다
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
            Comment(
                en:
                    "TrackPlayButton should not declare its own @State; the trace shows it changing:\n\(buttonChanges.map(\.description).joined(separator: "\n"))",
                ko:
                    "TrackPlayButton은 자기 @State를 선언하면 안 됩니다. 트레이스에 그 상태가 바뀐 기록이 있습니다:\n\(buttonChanges.map(\.description).joined(separator: "\n"))"
            )
        )
        #expect(
            host.lastUpdate?.evaluatedBodies.contains("TrackPlayer") == true,
            Comment(
                en:
                    "A tap should re-evaluate TrackPlayer's body, which reads isPlaying for the status line. The trace shows:\n\(host.lastUpdate.map(String.init(describing:)) ?? "no update")",
                ko:
                    "TrackPlayer의 body는 상태 줄을 위해 isPlaying을 읽으므로 탭하면 다시 평가되어야 합니다. 트레이스:\n\(host.lastUpdate.map(String.init(describing:)) ?? "업데이트 없음")"
            )
        )
    }
}
