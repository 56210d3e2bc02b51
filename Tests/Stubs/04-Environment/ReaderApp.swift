// Exercise env-prop-drilling: Replace prop drilling with the environment
//
// Task: the reader's settings are created at the root and handed down by hand: ReaderApp gives
// them to LibraryScreen, which gives them to ShelfView and FontSizeControl, and ShelfView gives
// them to each BookCover. LibraryScreen and ShelfView never use them; they only pass them on, and
// because they observe them, they run again every time the font size changes. Put the settings in
// the environment at the root and read them only where they are used (BookCover and
// FontSizeControl). LibraryScreen and ShelfView should have no stored properties left.
//
// Done when: "Larger" grows every cover's size; a change runs the covers and the size control,
// not LibraryScreen or ShelfView; and those two hold nothing.
//
// From: WWDC19 session 226, "Data Flow Through SwiftUI": when only some views (green) need a model
// and the views between them (blue) do not, passing it through the blue views is what
// EnvironmentObject avoids. See Chapters/04-Environment/Examples/PodcastAppTree.swift.
//
// Run: swift run checker check env-prop-drilling
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
