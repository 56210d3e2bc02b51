// Kodeco, "Understanding Data Flow in SwiftUI", "Using the Environment": in SceneDelegate's
// `scene(_:willConnectTo:options:)`, "replace the first line, which creates contentView":
//
//     let contentView = MovieList().environmentObject(UserStore())
//
// There is no window here; `FaveFlicksScene.contentView()` builds that same root view, and a
// test mounts it with `ViewHost(rootView:)`.
import DataFlow

/// The app's scene setup, reduced to the line that creates its root view.
@MainActor
enum FaveFlicksScene {
    static func contentView() -> some View {
        let contentView = MovieList().environmentObject(UserStore())
        return contentView
    }
}
