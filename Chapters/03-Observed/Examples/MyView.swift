// WWDC19 session 226, "Data Flow Through SwiftUI": `MyView` depends on a
// PodcastPlayerStore through `@ObservedObject`, and is created with `MyView(model: modelInstance)`.
// The talk shows only the property ("..."); the body shows what the store holds and offers its
// actions.
import DataFlow

/// A view that observes a store it does not own: whoever creates `MyView` passes the store in.
struct MyView: View {
    @ObservedObject var model: PodcastPlayerStore

    var body: some View {
        VStack {
            Text(model.currentEpisode.title)
            Text(model.currentEpisode.showTitle)
                .font(.caption)
            Text("\(Int(model.currentTime)) s")
            HStack {
                Button("Back 15") { model.skipBackward() }
                Button("Forward 30") { model.skipForward() }
                Button("Next episode") { model.advance() }
            }
        }
    }
}
