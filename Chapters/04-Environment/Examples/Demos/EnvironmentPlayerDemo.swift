// A demo (`swift run checker demo environment-player`): seed 001's podcast app, whose player
// store is put in the environment at the root and read two levels down, past views that never
// mention it.
import DataFlow

#Demo("environment-player", chapter: 4, title: "@EnvironmentObject: views deep in the tree read the root's player") {
    DemoStory(
        PodcastAppRoot(),
        steps: [
            .tap(.button("play.circle")),
            .tap(.button("pause.circle")),
        ])
}
