// Exercise observed-migrate-observable: Migrate the podcast player to @Observable
//
// Task: this is WWDC19's player written with ObservableObject: a @StateObject in the screen and
// @ObservedObject in every view. It works, but observation is per object: when the playhead moves,
// every view that observes the model runs its body again, the title too. Migrate it to the
// Observation framework (`import Observation`): the class becomes `@Observable` without
// ObservableObject or @Published; the screen keeps it in `@State`; views that only read it take it
// as a plain property; the view that needs a binding declares it `@Bindable`.
//
// Done when: the screen behaves as before (title, "0 s", Forward 30, the Playing toggle), and
// moving the playhead re-evaluates ShowPlayheadView only: not ShowTitleView, not ShowPlayerScreen.
//
// From: WWDC19 session 226, "Data Flow Through SwiftUI" (PodcastPlayerStore observed with
// @ObservedObject), and Apple, "Migrating from the Observable Object protocol to the Observable
// macro". See Chapters/03-Observed/Examples/TodaysPodcastPlayer.swift.
//
// Run: swift run checker check observed-migrate-observable
import DataFlow
import Foundation

/// The show being played: title, playhead and whether it plays.
final class ShowModel: ObservableObject {
    @Published var title: String
    @Published var currentTime: TimeInterval = 0
    @Published var isPlaying = false

    init(title: String) {
        self.title = title
    }
}

/// The player screen. It owns the model.
struct ShowPlayerScreen: View {
    @StateObject private var model: ShowModel

    init(title: String) {
        _model = StateObject(wrappedValue: ShowModel(title: title))
    }

    var body: some View {
        VStack {
            ShowTitleView(model: model)
            ShowPlayheadView(model: model)
            ShowControls(model: model)
        }
    }
}

/// Shows the title.
struct ShowTitleView: View {
    @ObservedObject var model: ShowModel

    var body: some View {
        Text(model.title)
    }
}

/// Shows the playhead, in seconds.
struct ShowPlayheadView: View {
    @ObservedObject var model: ShowModel

    var body: some View {
        Text("\(Int(model.currentTime)) s")
    }
}

/// Play/pause and skip forward.
struct ShowControls: View {
    @ObservedObject var model: ShowModel

    var body: some View {
        VStack {
            Toggle("Playing", isOn: $model.isPlaying)
            Button("Forward 30") { model.currentTime += 30 }
        }
    }
}
