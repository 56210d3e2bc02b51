// A demo (`swift run checker demo play-button`): seeds 001 and 002's player, whose PlayButton
// writes the player's @State through a binding.
import DataFlow

#Demo(
    "play-button", chapter: 2, title: "@Binding: PlayButton writes PlayerView's isPlaying; only the reader's body runs"
) {
    DemoStory(
        PlayerView(episode: Episode(title: "Data Flow Through SwiftUI", showTitle: "WWDC19")),
        steps: [
            .tap(.button("play.circle")),
            .tap(.button("pause.circle")),
        ])
}
