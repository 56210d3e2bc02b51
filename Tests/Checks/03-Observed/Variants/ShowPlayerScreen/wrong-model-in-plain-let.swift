// Wrong: the screen keeps its @Observable model in a plain `let` made in init: the views update, but nothing owns the model, so each new ShowPlayerScreen value (each time its parent runs its body) starts a new show at 0 s.
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
    private let model: ShowModel

    init(title: String) {
        model = ShowModel(title: title)
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
