/// Part of an app's user interface that the system manages, such as a window: SwiftUI's `Scene`.
///
/// Like a view, a scene is a value with a `body` built from other scenes, down to built-in ones
/// (`WindowGroup`). Write your own to group an app's windows:
///
///     struct MainScene: Scene {
///         var body: some Scene { WindowGroup { ContentView() } }
///     }
@MainActor
@preconcurrency
public protocol Scene {
    /// The type of scene this scene's body returns.
    associatedtype Body: Scene

    /// The scenes this scene is made of.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene the runtime knows directly (`WindowGroup`, a `SceneBuilder` block) rather than
/// through a `body`: it lists its windows. Public only because Swift requires it of the built-in
/// scenes' conformance; your scenes declare a `body` instead.
public protocol _PrimitiveScene: Scene where Body == Never {}

extension _PrimitiveScene {
    /// Built-in scenes have no body; reaching this is a bug in the runtime, not in your code.
    public var body: Never {
        fatalError(
            "\(Self.self) is a built-in scene: the DataFlow host reads its windows directly and never asks for its body."
        )
    }
}

/// The runtime's side of a built-in scene: the windows it declares, in order.
@MainActor
protocol WindowListingScene {
    var windows: [SceneWindow] { get }
}

/// One window a scene declares: its title, its identifier, and the view it shows.
struct SceneWindow {
    var title: String?
    var id: String?
    var content: any View
}

/// Finds the windows of any scene: a built-in scene lists them, any other scene is asked for its body.
@MainActor
enum SceneWindows {
    static func windows(of scene: some Scene) -> [SceneWindow] {
        if let listing = scene as? any WindowListingScene {
            return listing.windows
        }
        return windows(of: scene.body)
    }
}
