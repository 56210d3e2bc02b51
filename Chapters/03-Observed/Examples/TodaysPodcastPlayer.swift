// Today's SwiftUI (iOS 17 and later): WWDC19's PodcastPlayerStore written with the Observation
// framework. Apple, "Migrating from the Observable Object protocol to the Observable macro"
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
// drop ObservableObject and @Published, mark the class @Observable; a view that owns the model
// holds it in @State; a view that needs bindings to it declares it @Bindable; and "SwiftUI updates
// a view only when an observable property it reads in its body changes".
import DataFlow
import Foundation
import Observation

/// PodcastPlayerStore as an `@Observable` class: no `objectWillChange`, no `@Published`; every
/// stored property is tracked on its own.
@Observable
final class PodcastPlayerModel {
    var currentTime: TimeInterval = 0.0
    var isPlaying = false
    var currentEpisode: Episode

    init(episode: Episode) {
        currentEpisode = episode
    }

    func advance(to episode: Episode) {
        currentEpisode = episode
        currentTime = 0.0
    }
}

/// The player screen: it owns the model in `@State` and hands it to the views that read it.
struct ModernPlayerView: View {
    @State private var model: PodcastPlayerModel

    init(episode: Episode) {
        _model = State(initialValue: PodcastPlayerModel(episode: episode))
    }

    var body: some View {
        VStack {
            EpisodeTitleView(model: model)
            PlayheadView(model: model)
            PlayControls(model: model)
        }
    }
}

/// Reads only `currentEpisode`: a change to `currentTime` does not re-evaluate it.
struct EpisodeTitleView: View {
    var model: PodcastPlayerModel

    var body: some View {
        Text(model.currentEpisode.title)
    }
}

/// Reads only `currentTime`, as minutes and seconds.
struct PlayheadView: View {
    var model: PodcastPlayerModel

    var body: some View {
        Text("\(model.currentTime, formatter: currentTimeFormatter)")
    }
}

/// Needs a binding to `isPlaying` for PlayButton, so it declares the model `@Bindable`.
struct PlayControls: View {
    @Bindable var model: PodcastPlayerModel

    var body: some View {
        HStack {
            PlayButton(isPlaying: $model.isPlaying)
            Button("Forward 30") { model.currentTime += 30 }
        }
    }
}
