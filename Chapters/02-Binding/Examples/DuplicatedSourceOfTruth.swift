// Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes), "the problem": extracting the
// button with its own @State creates a second source of truth. The seed names both views
// PlayButton and PlayerView; they are renamed here so the fixed versions can sit next to them.
// The title colour that follows `isPlaying` is from the seed's later PlayerView (the one with
// `onReceive`), so the parent visibly depends on its own copy.
import DataFlow

/// The seed's first attempt at extracting the button: it declares its own `@State`, a copy of
/// `isPlaying` that nothing keeps in sync with the parent's.
struct StatefulPlayButton: View {
    @State private var isPlaying: Bool = false
    var body: some View {
        Button(action: {
            self.isPlaying.toggle()
        }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}

/// A player whose title is white while playing, with the stateful button inside. Tapping the
/// button changes only the button's copy, so the title and the button disagree.
struct DuplicatedStatePlayerView: View {
    let episode: Episode
    @State private var isPlaying: Bool = false

    var body: some View {
        VStack {
            Text(episode.title)
                .foregroundColor(isPlaying ? .white : .gray)
            Text(episode.showTitle)
                .font(.caption)
                .foregroundColor(.gray)
            StatefulPlayButton()
        }
    }
}

/// The same player with one source of truth: the button is `PlayButton`, bound to the player's
/// `isPlaying`, so the title and the button always agree.
struct SingleSourcePlayerView: View {
    let episode: Episode
    @State private var isPlaying: Bool = false

    var body: some View {
        VStack {
            Text(episode.title)
                .foregroundColor(isPlaying ? .white : .gray)
            Text(episode.showTitle)
                .font(.caption)
                .foregroundColor(.gray)
            PlayButton(isPlaying: $isPlaying)
        }
    }
}
