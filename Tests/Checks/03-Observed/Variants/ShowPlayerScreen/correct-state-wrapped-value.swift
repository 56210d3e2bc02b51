// Correct: the screen owns its model with @State, initialised in init with State(wrappedValue:) instead of State(initialValue:).
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
        _model = State(wrappedValue: ShowModel(title: title))
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
    var model: ShowModel

    var body: some View {
        Text(model.title)
    }
}

/// Shows the playhead, in seconds.
struct ShowPlayheadView: View {
    var model: ShowModel

    var body: some View {
        Text("\(Int(model.currentTime)) s")
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
