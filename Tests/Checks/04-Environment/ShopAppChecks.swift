// Hidden checks for env-provide-at-root (Chapters/04-Environment/Exercises/ShopApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-provide-at-root: Provide an object at the root and read it three levels down")
struct ShopAppChecks {
    @Test("Add Tea, three levels down, puts Tea in the root's cart and the badge counts it")
    func addingReachesTheBadge() throws {
        let host = ViewHost(ShopApp())

        try host.tap(.button("Add Tea"))
        try host.tap(.button("Add Honey"))
        try host.tap(.button("Add Tea"))

        #expect(
            host.texts.contains("Cart: 3"),
            "Three items were added; the badge should say \"Cart: 3\". The buttons and the badge must share the cart ShopApp owns, through the environment. The screen shows:\n\(host.render())"
        )
    }

    @Test("adding an item re-evaluates the views that read the cart, not ShopScreen or ProductRow")
    func theViewsInBetweenDoNotRun() throws {
        let host = ViewHost(ShopApp())

        try host.tap(.button("Add Honey"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("CartBadge"),
            "Adding an item should re-evaluate CartBadge. Bodies that ran: \(bodies.joined(separator: ", "))")
        #expect(
            !bodies.contains("ShopScreen") && !bodies.contains("ProductRow"),
            "ShopScreen and ProductRow do not use the cart, so a change to it should not run them: read the cart with @EnvironmentObject where it is used, instead of passing it through. Bodies that ran: \(bodies.joined(separator: ", "))"
        )
    }

    @Test("the cart the buttons fill is the cart ShopApp owns, and it survives ShopApp's parent running its body again")
    func theRootsOwnCartChanges() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.button("Add Tea"))
        try host.tap(.button("Add Honey"))

        let graph = host.dataFlowGraph
        let root = graph.views.first { $0.name == "ShopApp" }
        let readers = graph.views.filter { ["CartBadge", "AddToCartButton"].contains($0.name) }
        // The first reader of an object the root does not own, if any: one message is enough.
        readers: for reader in readers {
            for use in reader.reads {
                guard let source = graph.source(use.sourceID), source.name == "CartStore" else { continue }
                let owned = root.map { source.ownerViewID == $0.id } ?? false
                let heldBy = root?.reads.first { $0.sourceID == source.id }
                let advice: String
                if let heldBy {
                    advice =
                        "ShopApp holds it in `\(heldBy.through) \(heldBy.property ?? "cart")`, which does not own it: a new ShopApp value (its parent's body ran again) makes a new CartStore. A view that creates its object owns it: `@StateObject private var cart = CartStore()`, and provides that one."
                } else if source.providerViewID == root?.id, source.ownerViewID == nil {
                    advice =
                        "One made where it is provided, `.environmentObject(CartStore())`, is a new object, not the `cart` ShopApp keeps, and ShopApp's body makes another each time it runs. Provide the one ShopApp owns: `.environmentObject(cart)`."
                } else {
                    advice = "The views below must read the one ShopApp owns, from the environment."
                }
                #expect(
                    owned,
                    "\(reader.name) reads a CartStore ShopApp does not own (\(source)). \(advice) Where each source lives:\n\(graph)"
                )
                if !owned { break readers }
            }
        }

        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Cart: 2"),
            "Tea and Honey were added, then ShopApp's parent ran its body again, making a new ShopApp value (as an app's scene does when its own state changes). The badge should still say \"Cart: 2\": the cart lives as long as ShopApp's place on screen, owned with @StateObject and provided as that same object. The screen shows:\n\(host.render())"
        )
    }
}

/// A parent that makes a new ShopApp value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            ShopApp()
        }
    }
}
