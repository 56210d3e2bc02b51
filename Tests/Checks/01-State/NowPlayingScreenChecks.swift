// Hidden checks for state-single-source (Chapters/01-State/Exercises/NowPlayingScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-single-source: One source of truth")
struct NowPlayingScreenChecks {
    private func makeHost() -> (ViewHost, Episode) {
        let episode = Episode(title: "Episode 42", showTitle: "Show 7")
        return (ViewHost(NowPlayingScreen(episode: episode)), episode)
    }

    /// What both controls say, in words: "bar: pause.fill, controls: Pause".
    private func shown(in host: ViewHost) -> String {
        let bar = host.findAll(.kind("Image")).compactMap(\.label).filter { $0.hasSuffix(".fill") }
        let controls = host.findAll(.kind("Button")).compactMap(\.label).filter { $0 == "Play" || $0 == "Pause" }
        return "bar: \(bar.joined(separator: ", ")), controls: \(controls.joined(separator: ", "))"
    }

    private func expected(playing: Bool) -> String {
        playing ? "bar: pause.fill, controls: Pause" : "bar: play.fill, controls: Play"
    }

    /// ko: 미니 바의 play.fill을 탭하면 바와 컨트롤이 모두 재생 중으로 바뀝니다
    @Test("tapping the mini bar's play.fill switches both the bar and the controls to playing")
    func barDrivesTheControls() throws {
        let (host, episode) = makeHost()

        try host.tap(.button("play.fill"))

        #expect(
            shown(in: host) == expected(playing: true),
            Comment(
                en:
                    "After tapping play.fill in the bar, both should say playing (\(expected(playing: true))), but the screen has \(shown(in: host)). The screen shows:\n\(host.render())",
                ko:
                    "미니 바의 play.fill을 탭한 뒤에는 둘 다 재생 중이어야 하는데(\(expected(playing: true))) 화면은 \(shown(in: host))입니다. 화면:\n\(host.render())"
            )
        )
        #expect(
            host.texts.contains(episode.title) && host.texts.contains(episode.showTitle),
            Comment(
                en:
                    "The screen should still show \"\(episode.title)\" and \"\(episode.showTitle)\". The screen shows:\n\(host.render())",
                ko: "화면에 \"\(episode.title)\"와 \"\(episode.showTitle)\"가 그대로 있어야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 컨트롤의 Play를 탭하면 미니 바도 pause.fill로 바뀝니다
    @Test("tapping the controls' Play switches the mini bar to pause.fill too")
    func controlsDriveTheBar() throws {
        let (host, _) = makeHost()

        try host.tap(.button("Play"))

        #expect(
            shown(in: host) == expected(playing: true),
            Comment(
                en:
                    "After tapping Play in the controls, both should say playing (\(expected(playing: true))), but the screen has \(shown(in: host)). The screen shows:\n\(host.render())",
                ko:
                    "컨트롤의 Play를 탭한 뒤에는 둘 다 재생 중이어야 하는데(\(expected(playing: true))) 화면은 \(shown(in: host))입니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 바와 컨트롤을 번갈아, 또 같은 쪽을 두 번 연달아 열 번 탭하는 동안 둘은 늘 일치합니다
    @Test("over ten taps, on the bar and the controls in turn and twice in a row, the two always agree")
    func tapsAlwaysAgree() throws {
        let (host, _) = makeHost()
        var playing = false
        var taps: [String] = []

        for onBar in [true, false, true, true, false, false, true, false, false, true] {
            let label =
                onBar
                ? (playing ? "pause.fill" : "play.fill")
                : (playing ? "Pause" : "Play")
            taps.append(label)
            try host.tap(.button(label))
            playing.toggle()
            guard shown(in: host) == expected(playing: playing) else {
                Issue.record(
                    Comment(
                        en:
                            "After the taps \(taps), both controls should say \(expected(playing: playing)), but the screen has \(shown(in: host)). The screen shows:\n\(host.render())",
                        ko:
                            "\(taps) 순서로 탭한 뒤에는 두 컨트롤이 모두 \(expected(playing: playing))여야 하는데 화면은 \(shown(in: host))입니다. 화면:\n\(host.render())"
                    )
                )
                return
            }
        }
    }

    /// ko: 트레이스에 진실의 원천이 하나임이 보입니다: 어느 컨트롤을 탭하든 같은 @State 하나가 바뀝니다
    @Test("the trace shows one source of truth: every tap, on either control, changes the same single @State")
    func oneSourceOfTruth() throws {
        let (host, _) = makeHost()

        // Tap whatever each control shows, so the trace is recorded even if they disagree.
        for control in [["play.fill", "pause.fill"], ["Play", "Pause"], ["play.fill", "pause.fill"]] {
            try host.tap(.button(control.first { host.contains(.button($0)) } ?? control[0]))
        }

        let tapUpdates = host.updates.dropFirst()
        let sources = tapUpdates.map { $0.changes.map(\.source) }
        let distinct = Set(sources.joined())
        #expect(
            tapUpdates.count == 3 && sources.allSatisfy { $0.count == 1 } && distinct.count == 1,
            Comment(
                en:
                    "Tapping the bar, then the controls, then the bar should change one and the same @State each time. The changes were \(sources) (\(distinct.count) distinct sources of truth; a tap that changed nothing made no update: a .constant(...) binding ignores every write). The trace shows:\n\(tapUpdates.map(\.description).joined(separator: "\n"))",
                ko:
                    "바, 컨트롤, 바 순서로 탭할 때마다 같은 @State 하나가 바뀌어야 합니다. 바뀐 것은 \(sources)입니다(진실의 원천 \(distinct.count)개. 아무것도 바꾸지 않은 탭은 업데이트를 만들지 않습니다. .constant(...) 바인딩은 모든 쓰기를 무시합니다). 트레이스:\n\(tapUpdates.map(\.description).joined(separator: "\n"))"
            )
        )
    }
}
