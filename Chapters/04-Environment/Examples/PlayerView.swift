// WWDC19 session 226, "Data Flow Through SwiftUI", "EnvironmentObject": PlayerView reads the
// player from the environment and hands PlayButton a binding into it, `$player.isPlaying`.
// The talk's `isPlaying ? .white : .gray` refers to a property the view no longer has; it is
// `player.isPlaying` here. Otherwise only the import differs.
import DataFlow

struct PlayerView: View {
    @EnvironmentObject var player: PodcastPlayerStore

    var body: some View {
        VStack {
            Text(player.currentEpisode.title)
                .foregroundColor(player.isPlaying ? .white : .gray)
            Text(player.currentEpisode.showTitle)
                .font(.caption)
                .foregroundColor(.gray)
            PlayButton(isPlaying: $player.isPlaying)
            Text("\(player.currentTime, formatter: playheadTimeFormatter)")
        }
    }
}
