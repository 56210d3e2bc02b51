// Hidden checks for env-prop-drilling (Chapters/04-Environment/Exercises/ReaderApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-prop-drilling: Replace prop drilling with the environment")
struct ReaderAppChecks {
    @Test("Larger grows the size control's number and every cover's size")
    func largerReachesEveryCover() throws {
        let host = ViewHost(ReaderApp())

        try host.tap(.button("Larger"))

        #expect(
            host.texts.contains("Size: 16") && host.texts.contains("Emma (16 pt)")
                && host.texts.contains("Dune (16 pt)"),
            "After Larger, the control should say \"Size: 16\" and both covers \"(16 pt)\". The screen shows:\n\(host.render())"
        )
    }

    @Test("a change runs the covers and the size control, not LibraryScreen or ShelfView")
    func theViewsInBetweenDoNotRun() throws {
        let host = ViewHost(ReaderApp())

        try host.tap(.button("Larger"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("BookCover") && bodies.contains("FontSizeControl"),
            "Larger should re-evaluate BookCover and FontSizeControl, which show the size. Bodies that ran: \(bodies.joined(separator: ", "))"
        )
        #expect(
            !bodies.contains("LibraryScreen") && !bodies.contains("ShelfView"),
            "LibraryScreen and ShelfView do not use the settings, so a change should not run them. Bodies that ran: \(bodies.joined(separator: ", "))"
        )
    }

    @Test("LibraryScreen and ShelfView hold nothing: the settings are not passed through them")
    func theViewsInBetweenHoldNothing() throws {
        let host = ViewHost(ReaderApp())

        let library = try host.inputs(of: .view(LibraryScreen.self))
        let shelf = try host.inputs(of: .view(ShelfView.self))

        #expect(
            library.isEmpty && shelf.isEmpty,
            "LibraryScreen and ShelfView should have no stored properties: they only lay out views that read the settings from the environment. LibraryScreen holds: \(library.isEmpty ? "nothing" : library.map(\.description).joined(separator: ", ")); ShelfView holds: \(shelf.isEmpty ? "nothing" : shelf.map(\.description).joined(separator: ", "))."
        )
    }
    @Test(
        "the ReaderSettings the views below read is the one ReaderApp owns, and it survives ReaderApp's parent running its body again"
    )
    func theRootsOwnReaderSettingsChanges() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.button("Larger"))

        let graph = host.dataFlowGraph
        let root = graph.views.first { $0.name == "ReaderApp" }
        let readers = graph.views.filter { ["BookCover", "FontSizeControl"].contains($0.name) }
        // The first reader of an object the root does not own, if any: one message is enough.
        readers: for reader in readers {
            for use in reader.reads {
                guard let source = graph.source(use.sourceID), source.name == "ReaderSettings" else { continue }
                let owned = root.map { source.ownerViewID == $0.id } ?? false
                let heldBy = root?.reads.first { $0.sourceID == source.id }
                let advice: String
                if let heldBy {
                    advice =
                        "ReaderApp holds it in `\(heldBy.through) \(heldBy.property ?? "settings")`, which does not own it: a new ReaderApp value (its parent's body ran again) makes a new ReaderSettings. A view that creates its object owns it: `@StateObject private var settings = ReaderSettings()`, and provides that one."
                } else if source.providerViewID == root?.id, source.ownerViewID == nil {
                    advice =
                        "One made where it is provided, `.environmentObject(ReaderSettings())`, is a new object, not the `settings` ReaderApp keeps, and ReaderApp's body makes another each time it runs. Provide the one ReaderApp owns: `.environmentObject(settings)`."
                } else {
                    advice = "The views below must read the one ReaderApp owns, from the environment."
                }
                #expect(
                    owned,
                    "\(reader.name) reads a ReaderSettings ReaderApp does not own (\(source)). \(advice) Where each source lives:\n\(graph)"
                )
                if !owned { break readers }
            }
        }

        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Size: 16"),
            "After Larger, ReaderApp's parent ran its body again, making a new ReaderApp value. The screen should still show \"Size: 16\": the ReaderSettings lives as long as ReaderApp's place on screen (@StateObject) and is provided as that same object. The screen shows:\n\(host.render())"
        )
    }
}

/// A parent that makes a new ReaderApp value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            ReaderApp()
        }
    }
}
