// A whole SwiftUI app file, as Xcode's template writes it, with `import DataFlow` for
// `import SwiftUI`. `swift run HeadlessApp` runs `App.main()`: headless, it mounts the first
// window and prints what it shows.
import DataFlow

@main
struct HeadlessApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("Hello, world!")
            Toggle("Notifications", isOn: $isOn)
        }
    }
}

#Preview {
    ContentView()
}
