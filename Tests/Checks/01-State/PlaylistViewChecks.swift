// Hidden checks for state-reset-by-identity (Chapters/01-State/Exercises/PlaylistView.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-reset-by-identity: A fresh player for each episode")
struct PlaylistViewChecks {
    /// `count` episodes with distinct titles, of one show.
    private func episodes(_ count: Int = 3) -> [Episode] {
        (1...count).map { Episode(title: "Episode \($0)", showTitle: "The Show") }
    }

    @Test("after playing an episode and skipping, the next episode starts paused (play.circle)")
    func skipStartsPaused() throws {
        let episodes = episodes()
        let host = ViewHost(PlaylistView(episodes: episodes))

        try host.tap(.button("play.circle"))
        try host.tap(.button("Skip"))

        #expect(
            host.texts.first == episodes[1].title,
            "After Skip, the player should show \"\(episodes[1].title)\". The screen shows:\n\(host.render())")
        #expect(
            host.contains(.button("play.circle")) && !host.contains(.image("pause.circle")),
            "\"\(episodes[0].title)\" was playing; after Skip, \"\(episodes[1].title)\" should start paused (play.circle), but the player kept the old state. The screen shows:\n\(host.render())"
        )
    }

    @Test("every skip starts the shown episode paused, also when the playlist wraps around (2 and 4 episodes)")
    func everySkipStartsPaused() throws {
        for episodes in [episodes(2), episodes(4)] {
            try everySkipStartsPaused(episodes)
        }
    }

    private func everySkipStartsPaused(_ episodes: [Episode]) throws {
        let skips = episodes.count + 1  // wraps around to the first episode and one more
        let host = ViewHost(PlaylistView(episodes: episodes))

        for skip in 1...skips {
            try host.tap(.button("play.circle"))
            try host.tap(.button("Skip"))
            let episode = episodes[skip % episodes.count]
            guard host.texts.first == episode.title, host.contains(.button("play.circle")) else {
                Issue.record(
                    "With \(episodes.count) episodes, after play and Skip number \(skip) the player should show \"\(episode.title)\", paused (play.circle). The screen shows:\n\(host.render())"
                )
                return
            }
        }
    }

    @Test("starring the playlist keeps the player playing; only a new episode resets it")
    func starringKeepsTheState() throws {
        let episodes = episodes()
        let host = ViewHost(PlaylistView(episodes: episodes))
        try host.tap(.button("play.circle"))

        try host.tap(.button("star"))
        #expect(
            host.contains(.image("pause.circle")) && host.contains(.image("star.fill")),
            "Starring changes only the playlist's state: the player should keep playing (pause.circle). If it stopped, its id changes on every update (a random id?): tie the id to the episode. The screen shows:\n\(host.render())"
        )

        try host.tap(.button("Skip"))
        #expect(
            host.contains(.image("play.circle")) && host.contains(.image("star.fill")),
            "After Skip, the new episode should start paused (play.circle) and the playlist stay starred (star.fill). The screen shows:\n\(host.render())"
        )
    }
}
