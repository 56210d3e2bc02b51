class PodcastPlayerStore: ObservableObject {
    var currentTime: TimeInterval
    var isPlaying: Bool
    var currentEpisode: Episode

    var objectWillChange = PassthroughSubject<Void, Never>()

    func advance() {
        self.currentEpisode = nextEpisode
        self.currentTime = 0.0
        // Notify subscribers that the player changed
        self.objectWillChange.send()
    }
}
