// A demo (`swift run checker demo observed-object-lost`): Kodeco's MovieList with
// `@ObservedObject var movieStore = MovieStore()`. A movie is added; then typing in the parent's
// text field re-evaluates the parent, which makes a new MovieList value, and with it a new store.
import DataFlow

#Demo(
    "observed-object-lost", chapter: 3,
    title: "@ObservedObject made in the view: the parent's update replaces the store and the movie is gone"
) {
    DemoStory(
        MovieListParent(version: .observedObject),
        steps: [
            .tap(.button("plus")),
            .type("Up", into: .textField("Title")),
            .tap(.button("Add")),
            .type("A", into: .textField("User Name")),
        ])
}
