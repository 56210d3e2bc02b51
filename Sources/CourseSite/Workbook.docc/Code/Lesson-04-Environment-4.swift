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
