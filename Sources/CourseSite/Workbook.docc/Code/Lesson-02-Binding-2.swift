struct PlayButton: View {
    @Binding var isPlaying: Bool
    // body unchanged
}

struct PlayerView: View {
    let episode: Episode
    @State private var isPlaying: Bool = false
    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
                .font(.caption)
                .foregroundColor(.gray)
            PlayButton(isPlaying: $isPlaying)
        }
    }
}
