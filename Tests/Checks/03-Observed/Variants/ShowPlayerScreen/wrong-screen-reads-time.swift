// Wrong: the screen reads model.currentTime in its own body to pass seconds down, so the whole screen re-runs when the playhead moves.
import DataFlow
import Foundation
import Observation

/// The show being played: title, playhead and whether it plays.
@Observable
final class ShowModel {
    var title: String
    var currentTime: TimeInterval = 0
    var isPlaying = false

    init(title: String) {
        self.title = title
    }
}

/// The player screen. It owns the model.
struct ShowPlayerScreen: View {
    @State private var model: ShowModel

    init(title: String) {
        _model = State(initialValue: ShowModel(title: title))
    }

    var body: some View {
        VStack {
            ShowTitleView(model: model)
            ShowPlayheadView(seconds: model.currentTime)
            ShowControls(model: model)
        }
    }
}

/// Shows the title.
struct ShowTitleView: View {
    var model: ShowModel

    var body: some View {
        Text(model.title)
    }
}

/// Shows the playhead, in seconds.
struct ShowPlayheadView: View {
    let seconds: TimeInterval

    var body: some View {
        Text("\(Int(seconds)) s")
    }
}

/// Play/pause and skip forward.
struct ShowControls: View {
    @Bindable var model: ShowModel

    var body: some View {
        VStack {
            Toggle("Playing", isOn: $model.isPlaying)
            Button("Forward 30") { model.currentTime += 30 }
        }
    }
}
