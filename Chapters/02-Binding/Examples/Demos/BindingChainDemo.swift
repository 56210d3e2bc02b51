// A demo (`swift run checker demo binding-chain`): a binding handed down two levels with `$`.
import DataFlow

#Demo("binding-chain", chapter: 2, title: "A binding from a binding: one source of truth two views down") {
    DemoStory(
        ChainedPlayerView(episode: Episode(title: "Data Flow Through SwiftUI", showTitle: "WWDC19")),
        steps: [
            .tap(.button("play.circle"))
        ])
}
