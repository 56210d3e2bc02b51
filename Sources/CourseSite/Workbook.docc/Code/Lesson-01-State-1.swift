var isPlaying: Bool = false {
    didSet {
        self.topMenu.isPlaying = self.isPlaying
        self.playControl.isPlaying = self.isPlaying
    }
}
