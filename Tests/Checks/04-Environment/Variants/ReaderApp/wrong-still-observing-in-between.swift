// Wrong: the settings are in the environment, but LibraryScreen and ShelfView still take them with @ObservedObject and pass them on, so they still run on every change.
import DataFlow

/// How the reader shows text.
final class ReaderSettings: ObservableObject {
    @Published var fontSize = 14
}

/// The app's root: it owns the settings.
struct ReaderApp: View {
    @StateObject private var settings = ReaderSettings()

    var body: some View {
        LibraryScreen(settings: settings)
            .environmentObject(settings)
    }
}

/// The library: a shelf and the size control. It uses no setting itself.
struct LibraryScreen: View {
    @ObservedObject var settings: ReaderSettings

    var body: some View {
        VStack {
            Text("Library")
            ShelfView(settings: settings)
            FontSizeControl(settings: settings)
        }
    }
}

/// A shelf of covers. It uses no setting itself.
struct ShelfView: View {
    @ObservedObject var settings: ReaderSettings

    var body: some View {
        VStack {
            BookCover(title: "Emma", settings: settings)
            BookCover(title: "Dune", settings: settings)
        }
    }
}

/// One book, with its title in the reader's font size.
struct BookCover: View {
    let title: String
    @ObservedObject var settings: ReaderSettings

    var body: some View {
        Text("\(title) (\(settings.fontSize) pt)")
    }
}

/// Makes the text larger.
struct FontSizeControl: View {
    @ObservedObject var settings: ReaderSettings

    var body: some View {
        HStack {
            Text("Size: \(settings.fontSize)")
            Button("Larger") { settings.fontSize += 2 }
        }
    }
}
