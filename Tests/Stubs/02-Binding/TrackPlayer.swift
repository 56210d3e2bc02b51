// Exercise binding-one-source: One source of truth for play and pause
//
// Task: `TrackPlayer` shows an episode, a status line ("Playing" or "Paused") and a play/pause
// button that was extracted into `TrackPlayButton`. The extraction went wrong the way the WWDC19 session
// warns about: the button declares its own `@State`, a second source of truth, so tapping it
// changes the button's symbol while the status line keeps saying "Paused". Make `TrackPlayer`'s
// `isPlaying` the only source of truth: the button reads and writes it through a binding.
//
// Done when: after every tap the status line and the button's symbol agree, and the update trace
// of a tap shows one @State change, TrackPlayer's isPlaying, and none in TrackPlayButton.
//
// From: WWDC19 session 226 ("Data Flow Through SwiftUI", the PlayButton "problem") and Apple's article
// ("Managing user interface state"); see Chapters/02-Binding/Examples/DuplicatedSourceOfTruth.swift.
//
// Run: swift run checker check binding-one-source
import DataFlow

/// A player for one episode: its title, whether it is playing, and the play/pause button.
struct TrackPlayer: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text(episode.title)
            Text(isPlaying ? "Playing" : "Paused")
            // TODO: give the button access to this view's isPlaying.
            TrackPlayButton()
        }
    }
}

/// The play/pause button, extracted from `TrackPlayer`.
struct TrackPlayButton: View {
    // TODO: this @State is a second copy of isPlaying that TrackPlayer never sees.
    @State private var isPlaying = false

    var body: some View {
        Button(action: {
            self.isPlaying.toggle()
        }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}
