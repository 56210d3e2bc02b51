// Hidden checks for observed-quiz (Chapters/03-Observed/Exercises/ListeningApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-quiz: Quiz: one listening session, two screens, a clock")
struct ListeningAppChecks {
    /// The last update, for messages.
    private func trace(_ host: ViewHost) -> String {
        host.lastUpdate.map(String.init(describing:)) ?? "none"
    }

    /// ko: Play가 Pause로 바뀌고, Stats 화면에 "Status: playing"이 보입니다
    @Test("Play turns into Pause, and the Stats screen says \"Status: playing\"")
    func playIsSeenOnBothScreens() throws {
        let clock = PassthroughSubject<Void, Never>()
        let host = ViewHost(ListeningApp(ticks: clock))
        try host.tap(.button("Play"))

        #expect(
            host.contains(.button("Pause")),
            Comment(
                en:
                    "After a tap on Play the button should say Pause. If the last update changed nothing, ListeningSession.isPlaying changed without telling anyone: send objectWillChange in its willSet (or make it @Published), and observe the session in NowPlayingPane with @ObservedObject. The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())",
                ko:
                    "Play를 탭한 뒤에는 버튼이 Pause여야 합니다. 마지막 업데이트에서 바뀐 것이 없다면 ListeningSession.isPlaying이 아무에게도 알리지 않고 바뀐 것입니다. willSet에서 objectWillChange를 보내고(또는 @Published로 만들고), NowPlayingPane에서 @ObservedObject로 세션을 관찰하세요. 마지막 업데이트:\n\(trace(host))\n화면:\n\(host.render())"
            )
        )
        guard host.contains(.link("Stats")) else {
            Issue.record(
                Comment(
                    en:
                        "NowPlayingPane should have a NavigationLink \"Stats\". The screen shows:\n\(host.render())",
                    ko: "NowPlayingPane에 NavigationLink \"Stats\"가 있어야 합니다. 화면:\n\(host.render())"))
            return
        }
        try host.tap(.link("Stats"))
        #expect(
            host.texts.contains("Status: playing"),
            Comment(
                en:
                    "Play was tapped, then Stats: ListeningStatsScreen should say \"Status: playing\", reading the one ListeningSession that ListeningApp owns. If it says paused, ListeningStatsScreen has a ListeningSession of its own (a new object is a new, separate session): give it the session NowPlayingPane observes, through the NavigationLink's destination. The screen shows:\n\(host.render())",
                ko:
                    "Play를 탭한 뒤 Stats로 갔습니다. ListeningStatsScreen은 ListeningApp이 소유한 하나뿐인 ListeningSession을 읽어 \"Status: playing\"을 보여야 합니다. paused라고 한다면 ListeningStatsScreen이 자기만의 ListeningSession을 가지고 있는 것입니다(새 객체는 새로운 별개의 세션입니다). NavigationLink의 destination으로 NowPlayingPane이 관찰하는 세션을 넘겨주세요. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 재생 중의 틱은 1분씩 더하고, 일시 정지 중의 틱은 아무것도 더하지 않습니다
    @Test("each tick while playing adds a minute; ticks while paused add nothing")
    func ticksCountWhilePlaying() throws {
        let clock = PassthroughSubject<Void, Never>()
        let host = ViewHost(ListeningApp(ticks: clock))
        let steps: [(action: String, minutes: Int)] = [
            ("tick", 0), ("tick", 0), ("Play", 0), ("tick", 1), ("tick", 2), ("tick", 3), ("Pause", 3), ("tick", 3),
            ("Play", 3), ("tick", 4),
        ]
        var done: [String] = []
        for step in steps {
            if step.action == "tick" {
                clock.send(())
            } else {
                try host.tap(.button(step.action))
            }
            done.append(step.action)
            let expected = "Listened: \(step.minutes) min"
            guard host.texts.contains(expected) else {
                Issue.record(
                    Comment(
                        en:
                            "After \(done.joined(separator: ", ")) NowPlayingPane should say \"\(expected)\": each tick of ListeningApp's clock while playing adds a minute to ListeningSession.minutesListened. Subscribe with .onReceive(ticks) on ListeningApp (a sink whose AnyCancellable is not kept is cancelled at once), check isPlaying, and make minutesListened @Published so the screen hears of it. The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())",
                        ko:
                            "\(done.joined(separator: ", ")) 뒤에는 NowPlayingPane이 \"\(expected)\"를 보여야 합니다. 재생 중에 ListeningApp의 시계가 틱할 때마다 ListeningSession.minutesListened에 1분이 더해집니다. ListeningApp에서 .onReceive(ticks)로 구독하고(AnyCancellable을 간직하지 않은 sink는 곧바로 취소됩니다), isPlaying을 확인하고, 화면이 알 수 있도록 minutesListened를 @Published로 만드세요. 마지막 업데이트:\n\(trace(host))\n화면:\n\(host.render())"
                    )
                )
                return
            }
        }
    }

    /// ko: Stats 화면은 같은 세션을 보여 줍니다: 합계가 같고, 거기서 누른 Clear가 플레이어에도 보입니다
    @Test("the Stats screen shows the same session: its total, and Clear there is seen by the player")
    func statsShareTheSession() throws {
        let clock = PassthroughSubject<Void, Never>()
        let host = ViewHost(ListeningApp(ticks: clock))
        try host.tap(.button("Play"))
        for _ in 0..<4 { clock.send(()) }
        guard host.texts.contains("Listened: 4 min"), host.contains(.link("Stats")) else {
            Issue.record(
                Comment(
                    en:
                        "Play and four ticks: NowPlayingPane should say \"Listened: 4 min\" and link to Stats. The screen shows:\n\(host.render())",
                    ko:
                        "Play와 틱 네 번 뒤에는 NowPlayingPane이 \"Listened: 4 min\"을 보여 주고 Stats로 가는 링크가 있어야 합니다. 화면:\n\(host.render())"
                )
            )
            return
        }
        try host.tap(.link("Stats"))
        #expect(
            host.texts.contains("Total: 4 min"),
            Comment(
                en:
                    "The player says \"Listened: 4 min\", so ListeningStatsScreen should say \"Total: 4 min\". If it says 0, it observes a ListeningSession of its own: hand it the one ListeningApp owns (NavigationLink(destination: ListeningStatsScreen(session: session))). The screen shows:\n\(host.render())",
                ko:
                    "플레이어가 \"Listened: 4 min\"이라고 하니 ListeningStatsScreen은 \"Total: 4 min\"을 보여야 합니다. 0이라면 자기만의 ListeningSession을 관찰하는 것입니다. ListeningApp이 소유한 세션을 넘겨주세요(NavigationLink(destination: ListeningStatsScreen(session: session))). 화면:\n\(host.render())"
            )
        )
        try host.tap(.button("Clear"))
        #expect(
            host.texts.contains("Total: 0 min"),
            Comment(
                en:
                    "After Clear, ListeningStatsScreen should say \"Total: 0 min\": Clear sets ListeningSession.minutesListened to 0. The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())",
                ko:
                    "Clear 뒤에는 ListeningStatsScreen이 \"Total: 0 min\"을 보여야 합니다. Clear는 ListeningSession.minutesListened를 0으로 만듭니다. 마지막 업데이트:\n\(trace(host))\n화면:\n\(host.render())"
            )
        )
        try host.goBack()
        #expect(
            host.texts.contains("Listened: 0 min"),
            Comment(
                en:
                    "Clear on the Stats screen, then back: NowPlayingPane should say \"Listened: 0 min\", because both screens show the one ListeningSession. The screen shows:\n\(host.render())",
                ko:
                    "Stats 화면에서 Clear를 누르고 돌아왔습니다. 두 화면이 같은 ListeningSession 하나를 보여 주므로 NowPlayingPane은 \"Listened: 0 min\"을 보여야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: ListeningApp의 부모가 body를 다시 실행해도 세션이 살아남습니다
    @Test("the session survives ListeningApp's parent running its body again")
    func sessionSurvivesTheParent() throws {
        let clock = PassthroughSubject<Void, Never>()
        let host = ViewHost(RebuildingParent(clock: clock))
        try host.tap(.button("Play"))
        clock.send(())
        clock.send(())
        guard host.texts.contains("Listened: 2 min") else {
            Issue.record(
                Comment(
                    en:
                        "Play and two ticks: NowPlayingPane should say \"Listened: 2 min\". The screen shows:\n\(host.render())",
                    ko: "Play와 틱 두 번 뒤에는 NowPlayingPane이 \"Listened: 2 min\"을 보여야 합니다. 화면:\n\(host.render())")
            )
            return
        }
        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Listened: 2 min") && host.contains(.button("Pause")),
            Comment(
                en:
                    "After Play and two ticks, ListeningApp's parent ran its body again, making a new ListeningApp value. The player should still say \"Listened: 2 min\" and Pause: ListeningApp creates the ListeningSession, so it must own it with @StateObject (an @ObservedObject with a default value is made again with every new ListeningApp value). The screen shows:\n\(host.render())",
                ko:
                    "Play와 틱 두 번 뒤에 ListeningApp의 부모가 body를 다시 실행해 새 ListeningApp 값을 만들었습니다. 플레이어는 여전히 \"Listened: 2 min\"과 Pause를 보여야 합니다. ListeningSession을 만드는 것은 ListeningApp이므로 @StateObject로 소유해야 합니다(기본값이 있는 @ObservedObject는 새 ListeningApp 값마다 다시 만들어집니다). 화면:\n\(host.render())"
            )
        )
        clock.send(())
        #expect(
            host.texts.contains("Listened: 3 min"),
            Comment(
                en:
                    "One more tick after the parent's update: the player should say \"Listened: 3 min\". The screen shows:\n\(host.render())",
                ko: "부모가 업데이트된 뒤 틱이 한 번 더 왔습니다. 플레이어는 \"Listened: 3 min\"을 보여야 합니다. 화면:\n\(host.render())")
        )
    }
}

/// A parent that makes a new ListeningApp value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    let clock: PassthroughSubject<Void, Never>
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            ListeningApp(ticks: clock)
        }
    }
}
