/// The root the host mounts for an app: it evaluates the app's `body` and shows its first
/// window. The app's own dynamic properties (`@State`) are installed in this root's node, so the
/// app keeps its state as long as it is mounted, and a change to it evaluates the app's body
/// again, as SwiftUI does for an `App`'s state.
struct AppRootView<AppType: App>: View, DynamicPropertyOwnerForwarding, DisplayNamed {
    let app: AppType

    var dynamicPropertyOwner: Any { app }
    var displayName: String { ViewNode.displayName(ofType: AppType.self) }

    var body: some View {
        let windows = SceneWindows.windows(of: app.body)
        guard let first = windows.first else {
            RuntimeError.fail("\(AppType.self)'s body declares no window: give it a WindowGroup { ... } to show.")
        }
        return WindowView(window: first)
    }
}

/// One window of an app, as the rendered tree shows it: `WindowGroup "Title"` above its content.
struct WindowView: View {
    typealias Body = Never
    let window: SceneWindow
}

extension WindowView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .windowGroup, label: window.title ?? window.id),
            children: [.init(key: .index(0), view: window.content)])
    }
}

/// A view whose dynamic properties are declared on another value it holds (an app's root holds
/// the app): the installer connects that value's `@State` to the view's node.
@MainActor
protocol DynamicPropertyOwnerForwarding {
    var dynamicPropertyOwner: Any { get }
}

/// A view the rendered tree names by something other than its type (an app's root, by the app).
@MainActor
protocol DisplayNamed {
    var displayName: String { get }
}
