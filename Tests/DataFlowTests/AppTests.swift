import DataFlow
import Testing

/// Apps written as in SwiftUI (without `@main`, which a test target cannot hold; the
/// `HeadlessApp` example has it, and `AppMainTests` runs it).
struct EpisodesApp: App {
    var body: some Scene {
        WindowGroup("Episodes") {
            EpisodeListScreen()
        }
    }
}

struct EpisodeListScreen: View {
    var body: some View {
        VStack {
            Text("Episodes")
            Text("Ep. 1")
        }
    }
}

/// An app whose own `@State` feeds its window, and which lists two scenes.
struct SettingsStateApp: App {
    @State private var launches = 1

    var body: some Scene {
        WindowGroup {
            Text(launches > 1 ? "Welcome back" : "Welcome")
            LaunchCounter(launches: $launches)
        }
        WindowGroup(id: "second") {
            Text("Second window")
        }
    }
}

struct LaunchCounter: View {
    @Binding var launches: Int
    var body: some View {
        Button("Launches: \(launches)") { launches += 1 }
    }
}

/// A scene of the app's own, made of a built-in one.
struct LibraryScene: Scene {
    var body: some Scene {
        WindowGroup { Text("Library") }
    }
}

struct SceneApp: App {
    var body: some Scene { LibraryScene() }
}

/// `App`, `Scene`, `WindowGroup`: SwiftUI documents that an app's body lists its scenes, and that
/// a `WindowGroup` presents its content in a window; the host shows the first window.
@MainActor
@Suite("App")
struct AppTests {
    @Test("ViewHost(app:) mounts the first window: the app, its window group, then the content")
    func mountsFirstWindow() {
        let host = ViewHost(app: EpisodesApp())
        #expect(
            host.render() == """
                EpisodesApp
                  WindowGroup "Episodes"
                    EpisodeListScreen
                      VStack
                        Text "Episodes"
                        Text "Ep. 1"
                """)
        #expect(host.texts == ["Episodes", "Ep. 1"])
    }

    @Test("An app's @State lives in the host; the app's body runs again when state it read changes")
    func appState() throws {
        let host = ViewHost(app: SettingsStateApp())
        #expect(host.contains(.text("Welcome")))
        #expect(host.contains(.button("Launches: 1")))
        #expect(!host.contains(.text("Second window")))
        try host.tap(.button("Launches: 1"))
        #expect(host.contains(.button("Launches: 2")))
        #expect(host.contains(.text("Welcome back")))
        #expect(host.lastUpdate?.evaluatedBodies.contains("SettingsStateApp") == true)
    }

    @Test("A scene of the app's own is asked for its body, down to the window group")
    func customScene() {
        let host = ViewHost(app: SceneApp())
        #expect(
            host.render() == """
                SceneApp
                  WindowGroup
                    Text "Library"
                """)
    }
}
