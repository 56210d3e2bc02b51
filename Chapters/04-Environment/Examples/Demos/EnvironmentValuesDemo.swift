// A demo (`swift run checker graph environment-values`): environment values set for part of a
// tree. The outer SpeedLabel reads the defaults; the inner one reads what its stack sets.
import DataFlow

#Demo(
    "environment-values", chapter: 4,
    title: "@Environment(\\.key): a value set with .environment reaches only the views inside"
) {
    DemoStory(PlaybackSpeedScreen(), steps: [])
}
