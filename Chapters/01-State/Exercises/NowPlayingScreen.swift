// Exercise state-single-source: One source of truth
//
// Task: `NowPlayingScreen` shows the same fact twice: a mini player bar (a play.fill/pause.fill
// symbol) and the full controls (a "Play"/"Pause" button). Each subview keeps its own
// `@State isPlaying`, so there are two sources of truth, and they drift apart: tap one, and the
// other still says the opposite. Make them agree, always.
//
// Apple's rule: to share state between views, store it as @State in their closest common
// parent, and hand it to the children. Here, move `isPlaying` up into NowPlayingScreen, give each
// subview the value as a plain `let` input, and a closure to call when it is tapped (a @Binding,
// which chapter 2 teaches, works too). Keep the labels as they are.
//
// Done when: after a tap on either control both show the same state, and the update trace shows
// that every tap changes one and the same source of truth.
//
// From: WWDC19 session 226 ("Data Flow Through SwiftUI"), figure 03 and the principle of a
// single source of truth: "when each view has its own isPlaying, every change must be synced to
// the other; this complexity causes bugs". Compare Chapters/01-State/Examples/UIKitVideoView.swift.
//
// Run: swift run checker check state-single-source
import DataFlow

/// A now-playing screen: a mini player bar on top, the episode's show, and the full controls.
struct NowPlayingScreen: View {
    let episode: Episode

    var body: some View {
        VStack {
            MiniPlayerBar(title: episode.title)
            Text(episode.showTitle)
            PlayerControls()
        }
    }
}

/// A compact bar: the episode title and a play/pause symbol.
struct MiniPlayerBar: View {
    let title: String
    @State private var isPlaying = false  // TODO: one of two copies of the same fact; move it up

    var body: some View {
        HStack {
            Text(title)
            Button(action: { self.isPlaying.toggle() }) {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
        }
    }
}

/// The full controls: a "Play" or "Pause" button.
struct PlayerControls: View {
    @State private var isPlaying = false  // TODO: the other copy; move it up

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            self.isPlaying.toggle()
        }
    }
}
