// Hidden checks for env-prop-drilling (Chapters/04-Environment/Exercises/ReaderApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-prop-drilling: Replace prop drilling with the environment")
struct ReaderAppChecks {
    /// ko: Larger는 크기 조절 컨트롤의 숫자와 모든 표지의 크기를 키웁니다
    @Test("Larger grows the size control's number and every cover's size")
    func largerReachesEveryCover() throws {
        let host = ViewHost(ReaderApp())

        try host.tap(.button("Larger"))

        #expect(
            host.texts.contains("Size: 16") && host.texts.contains("Emma (16 pt)")
                && host.texts.contains("Dune (16 pt)"),
            Comment(
                en:
                    "After Larger, the control should say \"Size: 16\" and both covers \"(16 pt)\". The screen shows:\n\(host.render())",
                ko: "Larger 뒤에는 컨트롤이 \"Size: 16\"을, 두 표지가 \"(16 pt)\"를 보여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 값이 바뀌면 표지와 크기 조절 컨트롤이 실행되고, LibraryScreen과 ShelfView는 실행되지 않습니다
    @Test("a change runs the covers and the size control, not LibraryScreen or ShelfView")
    func theViewsInBetweenDoNotRun() throws {
        let host = ViewHost(ReaderApp())

        try host.tap(.button("Larger"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("BookCover") && bodies.contains("FontSizeControl"),
            Comment(
                en:
                    "Larger should re-evaluate BookCover and FontSizeControl, which show the size. Bodies that ran: \(bodies.joined(separator: ", "))",
                ko:
                    "Larger를 누르면 크기를 보여 주는 BookCover와 FontSizeControl의 body가 재평가되어야 합니다. 실행된 body: \(bodies.joined(separator: ", "))"
            )
        )
        #expect(
            !bodies.contains("LibraryScreen") && !bodies.contains("ShelfView"),
            Comment(
                en:
                    "LibraryScreen and ShelfView do not use the settings, so a change should not run them. Bodies that ran: \(bodies.joined(separator: ", "))",
                ko:
                    "LibraryScreen과 ShelfView는 설정을 쓰지 않으므로 설정이 바뀌어도 실행되지 않아야 합니다. 실행된 body: \(bodies.joined(separator: ", "))"
            )
        )
    }

    /// ko: LibraryScreen과 ShelfView는 아무것도 갖지 않습니다: 설정을 이 뷰들을 거쳐 넘기지 않습니다
    @Test("LibraryScreen and ShelfView hold nothing: the settings are not passed through them")
    func theViewsInBetweenHoldNothing() throws {
        let host = ViewHost(ReaderApp())

        let library = try host.inputs(of: .view(LibraryScreen.self))
        let shelf = try host.inputs(of: .view(ShelfView.self))

        #expect(
            library.isEmpty && shelf.isEmpty,
            Comment(
                en:
                    "LibraryScreen and ShelfView should have no stored properties: they only lay out views that read the settings from the environment. LibraryScreen holds: \(library.isEmpty ? "nothing" : library.map(\.description).joined(separator: ", ")); ShelfView holds: \(shelf.isEmpty ? "nothing" : shelf.map(\.description).joined(separator: ", ")).",
                ko:
                    "LibraryScreen과 ShelfView에는 저장 프로퍼티가 없어야 합니다. 이 뷰들은 환경에서 설정을 읽는 뷰들을 배치할 뿐입니다. LibraryScreen이 가진 것: \(library.isEmpty ? "nothing" : library.map(\.description).joined(separator: ", ")); ShelfView가 가진 것: \(shelf.isEmpty ? "nothing" : shelf.map(\.description).joined(separator: ", "))."
            )
        )
    }
    /// ko: 아래 뷰들이 읽는 ReaderSettings는 ReaderApp이 소유한 것이고, ReaderApp의 부모가 body를 다시 실행해도 남습니다
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
                let adviceKo: String
                if let heldBy {
                    advice =
                        "ReaderApp holds it in `\(heldBy.through) \(heldBy.property ?? "settings")`, which does not own it: a new ReaderApp value (its parent's body ran again) makes a new ReaderSettings. A view that creates its object owns it: `@StateObject private var settings = ReaderSettings()`, and provides that one."
                    adviceKo =
                        "ReaderApp은 이 객체를 `\(heldBy.through) \(heldBy.property ?? "settings")`에 담고 있는데, 이것은 객체를 소유하지 않습니다. 새 ReaderApp 값이 생기면(부모의 body가 다시 실행되면) 새 ReaderSettings가 만들어집니다. 객체를 만드는 뷰가 그 객체를 소유합니다: `@StateObject private var settings = ReaderSettings()`로 소유하고, 바로 그 객체를 제공하세요."
                } else if source.providerViewID == root?.id, source.ownerViewID == nil {
                    advice =
                        "One made where it is provided, `.environmentObject(ReaderSettings())`, is a new object, not the `settings` ReaderApp keeps, and ReaderApp's body makes another each time it runs. Provide the one ReaderApp owns: `.environmentObject(settings)`."
                    adviceKo =
                        "제공하는 자리에서 만든 `.environmentObject(ReaderSettings())`는 ReaderApp이 가진 `settings`가 아닌 새 객체이고, ReaderApp의 body가 실행될 때마다 또 만들어집니다. ReaderApp이 소유한 객체를 제공하세요: `.environmentObject(settings)`."
                } else {
                    advice = "The views below must read the one ReaderApp owns, from the environment."
                    adviceKo = "아래 뷰들은 ReaderApp이 소유한 객체를 환경에서 읽어야 합니다."
                }
                #expect(
                    owned,
                    Comment(
                        en:
                            "\(reader.name) reads a ReaderSettings ReaderApp does not own (\(source)). \(advice) Where each source lives:\n\(graph)",
                        ko:
                            "\(reader.name)이(가) ReaderApp이 소유하지 않은 ReaderSettings를 읽습니다(\(source)). \(adviceKo) 각 원천이 있는 곳:\n\(graph)"
                    )
                )
                if !owned { break readers }
            }
        }

        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Size: 16"),
            Comment(
                en:
                    "After Larger, ReaderApp's parent ran its body again, making a new ReaderApp value. The screen should still show \"Size: 16\": the ReaderSettings lives as long as ReaderApp's place on screen (@StateObject) and is provided as that same object. The screen shows:\n\(host.render())",
                ko:
                    "Larger 뒤에 ReaderApp의 부모가 body를 다시 실행해 새 ReaderApp 값을 만들었습니다. 화면은 여전히 \"Size: 16\"을 보여야 합니다. ReaderSettings는 화면에서 ReaderApp의 자리가 있는 동안 살아 있고(@StateObject), 바로 그 객체로 제공되어야 합니다. 화면:\n\(host.render())"
            )
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
