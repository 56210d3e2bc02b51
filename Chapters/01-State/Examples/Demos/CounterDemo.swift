// A demo (`swift run checker demo counter`): Point-Free's app from seed 003, pushed to the
// counter, counted up and down, then left, which loses the count.
import DataFlow

#Demo("counter", chapter: 1, title: "@State: the counter owns its count; leaving the screen loses it") {
    DemoStory(
        ContentView(),
        steps: [
            .push(.link("Counter demo")),
            .tap(.button("+")),
            .tap(.button("+")),
            .tap(.button("-")),
            .goBack(),
            .push(.link("Counter demo")),
        ])
}
