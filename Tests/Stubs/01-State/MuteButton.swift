// Exercise state-toggle: Mute and unmute
//
// Task: build `MuteButton`, a button that mutes and unmutes a player. It owns one piece of state,
// whether the sound is muted, which starts out false. Its label is a system image:
// "speaker.wave.2" while the sound is on, "speaker.slash" while it is muted. Tapping the button
// flips the state.
//
// Done when: the button first shows speaker.wave.2, each tap swaps the symbol, and each tap is
// one @State change that re-evaluates MuteButton's body (the update trace shows it).
//
// From: Apple's article ("Managing user interface state"), the play/pause button of PlayerView;
// see Chapters/01-State/Examples/PlayerView.swift.
//
// Run: swift run checker check state-toggle
import DataFlow

/// A button that mutes and unmutes the sound, and shows which it is doing.
struct MuteButton: View {
    // TODO: declare the state this view owns (remember Apple's article: keep it private).

    var body: some View {
        // TODO: a Button whose action toggles the state and whose label is
        // Image(systemName: ...) with "speaker.wave.2" or "speaker.slash".
        Text("TODO")
    }
}
