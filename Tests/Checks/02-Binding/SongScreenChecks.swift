// Hidden checks for binding-member (Chapters/02-Binding/Exercises/SongScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-member: Bind toggles to members of a struct")
struct SongScreenChecks {
    private func song(isFavorite: Bool = false, isDownloaded: Bool = false) -> Song {
        Song(title: "Clair de Lune", artist: "Debussy", isFavorite: isFavorite, isDownloaded: isDownloaded)
    }

    /// The last update, for a message; says so when a flip made none (a `.constant` binding).
    private func lastUpdate(_ host: ViewHost, since count: Int) -> String {
        guard host.updates.count > count, let update = host.lastUpdate else {
            return
                Comment(
                    en:
                        "The flip changed no state, so there was no update. A .constant(...) binding ignores every write: bind the toggle to $song's member.",
                    ko: "토글해도 바뀐 상태가 없어서 업데이트가 없었습니다. .constant(...) 바인딩은 모든 쓰기를 무시합니다. 토글을 $song의 멤버에 바인딩하세요."
                ).rawValue
        }
        return Comment(en: "The trace shows:\n\(update)", ko: "트레이스:\n\(update)").rawValue
    }

    /// ko: Favorite를 켜면 노래에 표시가 됩니다: 토글이 켜지고 제목에 ♥가 붙습니다
    @Test("flipping Favorite marks the song: the toggle reads on and the title gets a ♥")
    func favoriteMarksTheSong() throws {
        let song = song()
        let host = ViewHost(SongScreen(song: song))
        let updatesBefore = host.updates.count

        try host.toggle(.toggle("Favorite"))

        #expect(
            try host.find(.toggle("Favorite")).value == "on",
            Comment(
                en:
                    "After flipping Favorite once, the toggle should read on: bind it to $song.isFavorite. \(lastUpdate(host, since: updatesBefore))\nThe screen shows:\n\(host.render())",
                ko:
                    "Favorite를 한 번 토글하면 토글이 켜져야 합니다. $song.isFavorite에 바인딩하세요. \(lastUpdate(host, since: updatesBefore))\n화면:\n\(host.render())"
            )
        )
        #expect(
            host.texts.contains("♥ \(song.title)"),
            Comment(
                en:
                    "After flipping Favorite, the title should read \"♥ \(song.title)\". The screen shows:\n\(host.render())",
                ko: "Favorite를 토글한 뒤에는 제목이 \"♥ \(song.title)\"여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: Download를 켜면 노래를 오프라인에서 들을 수 있습니다
    @Test("flipping Download makes the song available offline")
    func downloadMakesItOffline() throws {
        let host = ViewHost(SongScreen(song: song()))
        let updatesBefore = host.updates.count

        try host.toggle(.toggle("Download"))

        #expect(
            try host.find(.toggle("Download")).value == "on",
            Comment(
                en:
                    "After flipping Download once, the toggle should read on: bind it to $song.isDownloaded. \(lastUpdate(host, since: updatesBefore))\nThe screen shows:\n\(host.render())",
                ko:
                    "Download를 한 번 토글하면 토글이 켜져야 합니다. $song.isDownloaded에 바인딩하세요. \(lastUpdate(host, since: updatesBefore))\n화면:\n\(host.render())"
            )
        )
        #expect(
            host.texts.contains("Available offline"),
            Comment(
                en:
                    "After flipping Download, the status should read \"Available offline\". The screen shows:\n\(host.render())",
                ko: "Download를 토글한 뒤에는 상태가 \"Available offline\"이어야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 토글은 주어진 노래의 값에서 시작합니다
    @Test("the toggles start from the song they are given")
    func togglesStartFromTheSong() throws {
        let song = song(isFavorite: true, isDownloaded: true)
        let host = ViewHost(SongScreen(song: song))

        #expect(
            try host.find(.toggle("Favorite")).value == "on" && host.find(.toggle("Download")).value == "on",
            Comment(
                en:
                    "SongScreen(song:) was given a song that is a favourite and downloaded, so both toggles should read on. The screen shows:\n\(host.render())",
                ko: "SongScreen(song:)에 즐겨찾기이면서 다운로드된 노래를 넘겼으니 두 토글이 모두 켜져 있어야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 토글 전환은 SongScreen 상태의 song을 바꾸고, 그중 전환한 멤버만 바꿉니다
    @Test("a flip changes SongScreen's song in state, and only the flipped member of it")
    func theFlipChangesOneMember() throws {
        let song = song()
        let host = ViewHost(SongScreen(song: song))
        let updatesBefore = host.updates.count

        try host.toggle(.toggle("Favorite"))

        var favourite = song
        favourite.isFavorite = true
        let expected = "SongScreen.song (@State): \(song) → \(favourite)"
        #expect(
            host.lastUpdate?.changes.map(\.description) == [expected],
            Comment(
                en:
                    "Flipping Favorite should write through $song.isFavorite: one change, \(expected). \(lastUpdate(host, since: updatesBefore))",
                ko:
                    "Favorite를 토글하면 $song.isFavorite를 통해 써야 합니다. 변경은 하나, \(expected). \(lastUpdate(host, since: updatesBefore))"
            )
        )
    }

    /// ko: 두 토글은 서로 독립적입니다: Favorite를 3번, Download를 4번 전환한 뒤 각각 자기 횟수에 맞습니다
    @Test("the two toggles are independent: after 3 flips of Favorite and 4 of Download, each matches its own count")
    func togglesAreIndependent() throws {
        let host = ViewHost(SongScreen(song: song()))
        let favoriteFlips = 3
        let downloadFlips = 4

        for _ in 0..<favoriteFlips { try host.toggle(.toggle("Favorite")) }
        for _ in 0..<downloadFlips { try host.toggle(.toggle("Download")) }

        let expectedDownload = downloadFlips.isMultiple(of: 2) ? "off" : "on"
        #expect(
            try host.find(.toggle("Favorite")).value == "on"
                && host.find(.toggle("Download")).value == expectedDownload,
            Comment(
                en:
                    "After \(favoriteFlips) flips of Favorite and \(downloadFlips) of Download, Favorite should read on and Download \(expectedDownload). The screen shows:\n\(host.render())",
                ko:
                    "Favorite를 \(favoriteFlips)번, Download를 \(downloadFlips)번 토글한 뒤에는 Favorite가 on, Download가 \(expectedDownload)여야 합니다. 화면:\n\(host.render())"
            )
        )
    }
}
