struct PlayerView: View {
    @EnvironmentObject var player: PodcastPlayerStore

    var body: some View {
        VStack {
            Text(player.currentEpisode.title)
            ...
            PlayButton(isPlaying: $player.isPlaying)
            Text("\(player.currentTime, formatter: playheadTimeFormatter)")
        }
    }
}
