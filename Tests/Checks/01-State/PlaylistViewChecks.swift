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

    /// ko: 에피소드를 재생하다 건너뛰면 다음 에피소드는 일시 정지 상태(play.circle)로 시작합니다
    @Test("after playing an episode and skipping, the next episode starts paused (play.circle)")
    func skipStartsPaused() throws {
        let episodes = episodes()
        let host = ViewHost(PlaylistView(episodes: episodes))

        try host.tap(.button("play.circle"))
        try host.tap(.button("Skip"))

        #expect(
            host.texts.first == episodes[1].title,
            Comment(
                en: "After Skip, the player should show \"\(episodes[1].title)\". The screen shows:\n\(host.render())",
                ko: "Skip 뒤에는 플레이어가 \"\(episodes[1].title)\"을(를) 보여야 합니다. 화면:\n\(host.render())"))
        #expect(
            host.contains(.button("play.circle")) && !host.contains(.image("pause.circle")),
            Comment(
                en:
                    "\"\(episodes[0].title)\" was playing; after Skip, \"\(episodes[1].title)\" should start paused (play.circle), but the player kept the old state. The screen shows:\n\(host.render())",
                ko:
                    "\"\(episodes[0].title)\"이(가) 재생 중이었습니다. Skip 뒤에는 \"\(episodes[1].title)\"이(가) 멈춘 상태(play.circle)로 시작해야 하는데 플레이어가 이전 상태를 그대로 가지고 있습니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 건너뛸 때마다 보이는 에피소드는 일시 정지 상태로 시작합니다. 재생 목록이 처음으로 돌아갈 때도 마찬가지입니다(에피소드 2개와 4개)
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
                    Comment(
                        en:
                            "With \(episodes.count) episodes, after play and Skip number \(skip) the player should show \"\(episode.title)\", paused (play.circle). The screen shows:\n\(host.render())",
                        ko:
                            "에피소드가 \(episodes.count)개일 때 재생 후 \(skip)번째 Skip 뒤에는 플레이어가 \"\(episode.title)\"을(를) 멈춘 상태(play.circle)로 보여야 합니다. 화면:\n\(host.render())"
                    )
                )
                return
            }
        }
    }

    /// ko: 재생 목록에 별표를 해도 플레이어는 계속 재생합니다. 새 에피소드만 플레이어를 초기화합니다
    @Test("starring the playlist keeps the player playing; only a new episode resets it")
    func starringKeepsTheState() throws {
        let episodes = episodes()
        let host = ViewHost(PlaylistView(episodes: episodes))
        try host.tap(.button("play.circle"))

        try host.tap(.button("star"))
        #expect(
            host.contains(.image("pause.circle")) && host.contains(.image("star.fill")),
            Comment(
                en:
                    "Starring changes only the playlist's state: the player should keep playing (pause.circle). If it stopped, its id changes on every update (a random id?): tie the id to the episode. The screen shows:\n\(host.render())",
                ko:
                    "별표는 재생 목록의 상태만 바꾸므로 플레이어는 계속 재생 중(pause.circle)이어야 합니다. 멈췄다면 업데이트마다 id가 바뀌는 것입니다(무작위 id?). id를 에피소드에 묶으세요. 화면:\n\(host.render())"
            )
        )

        try host.tap(.button("Skip"))
        #expect(
            host.contains(.image("play.circle")) && host.contains(.image("star.fill")),
            Comment(
                en:
                    "After Skip, the new episode should start paused (play.circle) and the playlist stay starred (star.fill). The screen shows:\n\(host.render())",
                ko: "Skip 뒤에는 새 에피소드가 멈춘 상태(play.circle)로 시작하고 재생 목록의 별표(star.fill)는 그대로여야 합니다. 화면:\n\(host.render())")
        )
    }
}
