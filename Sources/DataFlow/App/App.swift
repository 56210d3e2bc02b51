/// A whole app: SwiftUI's `App`. Its `body` lists the scenes (windows) the app shows.
///
///     @main
///     struct PodcastApp: App {
///         var body: some Scene {
///             WindowGroup {
///                 ContentView()
///             }
///         }
///     }
///
/// As in SwiftUI, `@main` finds the `static func main()` this protocol provides, so a file like
/// the one above is a complete program. SwiftUI's `main()` starts the app and shows its windows
/// until the user quits; headless, `main()` mounts the first window's content, as
/// `ViewHost(app:)` does, prints the rendered tree and returns. An app may keep `@State`, which
/// lives as long as the app, as in SwiftUI.
@MainActor
@preconcurrency
public protocol App {
    /// The type of scene the app's body returns.
    associatedtype Body: Scene

    /// The app's scenes, evaluated again when state the app reads changes.
    @SceneBuilder var body: Body { get }

    /// `main()` creates the app with this initializer, as SwiftUI does.
    init()
}

extension App {
    /// The app's entry point, used by `@main`: mounts the app's first window headlessly and prints
    /// what it shows (SwiftUI's `main()` runs the app instead, and does not return).
    public static func main() {
        let host = ViewHost(app: Self())
        print(host.render())
    }
}
