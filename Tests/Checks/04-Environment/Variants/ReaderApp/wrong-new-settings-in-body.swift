// Wrong: the root provides a new ReaderSettings made in its body, `.environmentObject(ReaderSettings())`, instead of the one it owns: the covers and the control share it, but the root's own settings never change, and a new evaluation of the root's body starts over.
import DataFlow

/// How the reader shows text.
final class ReaderSettings: ObservableObject {
    @Published var fontSize = 14
}

/// The app's root: it owns the settings.
struct ReaderApp: View {
    @StateObject private var settings = ReaderSettings()

    var body: some View {
        LibraryScreen()
            .environmentObject(ReaderSettings())
    }
}

/// The library: a shelf and the size control. It uses no setting itself.
struct LibraryScreen: View {
    var body: some View {
        VStack {
            Text("Library")
            ShelfView()
            FontSizeControl()
        }
    }
}

/// A shelf of covers. It uses no setting itself.
struct ShelfView: View {
    var body: some View {
        VStack {
            BookCover(title: "Emma")
            BookCover(title: "Dune")
        }
    }
}

/// One book, with its title in the reader's font size.
struct BookCover: View {
    let title: String
    @EnvironmentObject var settings: ReaderSettings

    var body: some View {
        Text("\(title) (\(settings.fontSize) pt)")
    }
}

/// Makes the text larger.
struct FontSizeControl: View {
    @EnvironmentObject var settings: ReaderSettings

    var body: some View {
        HStack {
            Text("Size: \(settings.fontSize)")
            Button("Larger") { settings.fontSize += 2 }
        }
    }
}
