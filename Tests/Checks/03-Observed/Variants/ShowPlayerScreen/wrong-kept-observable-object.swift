// Wrong: not migrated: the model is still an ObservableObject observed by every view, so every observer re-runs when the playhead moves.
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
