struct PlayerView: View {
    @State private var currentTime: TimeInterval = 0.0
    ...
        VStack { ... }
            .onReceive(PodcastPlayer.currentTimePublisher) { newCurrentTime in
                self.currentTime = newCurrentTime
            }
}
