struct PlayerView: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text(episode.title)
            PlayButton(isPlaying: $isPlaying) // a Binding<Bool>: access, not a copy
        }
    }
}

struct PlayButton: View {
    @Binding var isPlaying: Bool // reads and writes PlayerView's state; owns nothing

    var body: some View {
        Button(action: { self.isPlaying.toggle() }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}
