// A demo (`swift run checker demo movie-list`): seed 000's Fave Flicks list, which owns its
// MovieStore with @StateObject; AddMovie, in a sheet, adds to it and dismisses itself.
import DataFlow

#Demo("movie-list", chapter: 3, title: "@StateObject and @Published: a sheet adds a movie to the list's store") {
    DemoStory(
        MovieList(),
        steps: [
            .tap(.button("plus")),
            .type("Up", into: .textField("Title")),
            .tap(.button("Add")),
        ])
}
