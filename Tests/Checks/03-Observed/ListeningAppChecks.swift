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

    @Test("Play turns into Pause, and the Stats screen says \"Status: playing\"")
    func playIsSeenOnBothScreens() throws {
        let clock = PassthroughSubject<Void, Never>()
        let host = ViewHost(ListeningApp(ticks: clock))
        try host.tap(.button("Play"))

        #expect(
            host.contains(.button("Pause")),
            "After a tap on Play the button should say Pause. If the last update changed nothing, ListeningSession.isPlaying changed without telling anyone: send objectWillChange in its willSet (or make it @Published), and observe the session in NowPlayingPane with @ObservedObject. The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())"
        )
        guard host.contains(.link("Stats")) else {
            Issue.record("NowPlayingPane should have a NavigationLink \"Stats\". The screen shows:\n\(host.render())")
            return
        }
        try host.tap(.link("Stats"))
        #expect(
            host.texts.contains("Status: playing"),
            "Play was tapped, then Stats: ListeningStatsScreen should say \"Status: playing\", reading the one ListeningSession that ListeningApp owns. If it says paused, ListeningStatsScreen has a ListeningSession of its own (a new object is a new, separate session): give it the session NowPlayingPane observes, through the NavigationLink's destination. The screen shows:\n\(host.render())"
        )
    }

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
                    "After \(done.joined(separator: ", ")) NowPlayingPane should say \"\(expected)\": each tick of ListeningApp's clock while playing adds a minute to ListeningSession.minutesListened. Subscribe with .onReceive(ticks) on ListeningApp (a sink whose AnyCancellable is not kept is cancelled at once), check isPlaying, and make minutesListened @Published so the screen hears of it. The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())"
                )
                return
            }
        }
    }

    @Test("the Stats screen shows the same session: its total, and Clear there is seen by the player")
    func statsShareTheSession() throws {
        let clock = PassthroughSubject<Void, Never>()
        let host = ViewHost(ListeningApp(ticks: clock))
        try host.tap(.button("Play"))
        for _ in 0..<4 { clock.send(()) }
        guard host.texts.contains("Listened: 4 min"), host.contains(.link("Stats")) else {
            Issue.record(
                "Play and four ticks: NowPlayingPane should say \"Listened: 4 min\" and link to Stats. The screen shows:\n\(host.render())"
            )
            return
        }
        try host.tap(.link("Stats"))
        #expect(
            host.texts.contains("Total: 4 min"),
            "The player says \"Listened: 4 min\", so ListeningStatsScreen should say \"Total: 4 min\". If it says 0, it observes a ListeningSession of its own: hand it the one ListeningApp owns (NavigationLink(destination: ListeningStatsScreen(session: session))). The screen shows:\n\(host.render())"
        )
        try host.tap(.button("Clear"))
        #expect(
            host.texts.contains("Total: 0 min"),
            "After Clear, ListeningStatsScreen should say \"Total: 0 min\": Clear sets ListeningSession.minutesListened to 0. The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())"
        )
        try host.goBack()
        #expect(
            host.texts.contains("Listened: 0 min"),
            "Clear on the Stats screen, then back: NowPlayingPane should say \"Listened: 0 min\", because both screens show the one ListeningSession. The screen shows:\n\(host.render())"
        )
    }

    @Test("the session survives ListeningApp's parent running its body again")
    func sessionSurvivesTheParent() throws {
        let clock = PassthroughSubject<Void, Never>()
        let host = ViewHost(RebuildingParent(clock: clock))
        try host.tap(.button("Play"))
        clock.send(())
        clock.send(())
        guard host.texts.contains("Listened: 2 min") else {
            Issue.record(
                "Play and two ticks: NowPlayingPane should say \"Listened: 2 min\". The screen shows:\n\(host.render())"
            )
            return
        }
        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Listened: 2 min") && host.contains(.button("Pause")),
            "After Play and two ticks, ListeningApp's parent ran its body again, making a new ListeningApp value. The player should still say \"Listened: 2 min\" and Pause: ListeningApp creates the ListeningSession, so it must own it with @StateObject (an @ObservedObject with a default value is made again with every new ListeningApp value). The screen shows:\n\(host.render())"
        )
        clock.send(())
        #expect(
            host.texts.contains("Listened: 3 min"),
            "One more tick after the parent's update: the player should say \"Listened: 3 min\". The screen shows:\n\(host.render())"
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
