// Hidden checks for env-provide-at-root (Chapters/04-Environment/Exercises/ShopApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-provide-at-root: Provide an object at the root and read it three levels down")
struct ShopAppChecks {
    /// ko: 세 단계 아래의 Add Tea는 루트의 장바구니에 Tea를 넣고, 배지가 그것을 셉니다
    @Test("Add Tea, three levels down, puts Tea in the root's cart and the badge counts it")
    func addingReachesTheBadge() throws {
        let host = ViewHost(ShopApp())

        try host.tap(.button("Add Tea"))
        try host.tap(.button("Add Honey"))
        try host.tap(.button("Add Tea"))

        #expect(
            host.texts.contains("Cart: 3"),
            Comment(
                en:
                    "Three items were added; the badge should say \"Cart: 3\". The buttons and the badge must share the cart ShopApp owns, through the environment. The screen shows:\n\(host.render())",
                ko:
                    "상품 세 개를 추가했으니 배지는 \"Cart: 3\"이어야 합니다. 버튼과 배지는 ShopApp이 소유한 장바구니를 환경을 통해 함께 써야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 상품을 추가하면 장바구니를 읽는 뷰의 body가 재평가되고, ShopScreen과 ProductRow는 재평가되지 않습니다
    @Test("adding an item re-evaluates the views that read the cart, not ShopScreen or ProductRow")
    func theViewsInBetweenDoNotRun() throws {
        let host = ViewHost(ShopApp())

        try host.tap(.button("Add Honey"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("CartBadge"),
            Comment(
                en: "Adding an item should re-evaluate CartBadge. Bodies that ran: \(bodies.joined(separator: ", "))",
                ko: "상품을 추가하면 CartBadge의 body가 재평가되어야 합니다. 실행된 body: \(bodies.joined(separator: ", "))"))
        #expect(
            !bodies.contains("ShopScreen") && !bodies.contains("ProductRow"),
            Comment(
                en:
                    "ShopScreen and ProductRow do not use the cart, so a change to it should not run them: read the cart with @EnvironmentObject where it is used, instead of passing it through. Bodies that ran: \(bodies.joined(separator: ", "))",
                ko:
                    "ShopScreen과 ProductRow는 장바구니를 쓰지 않으므로 장바구니가 바뀌어도 실행되지 않아야 합니다. 장바구니를 넘겨주지 말고, 쓰는 곳에서 @EnvironmentObject로 읽으세요. 실행된 body: \(bodies.joined(separator: ", "))"
            )
        )
    }

    /// ko: 버튼이 채우는 장바구니는 ShopApp이 소유한 것이고, ShopApp의 부모가 body를 다시 실행해도 남습니다
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
                let adviceKo: String
                if let heldBy {
                    advice =
                        "ShopApp holds it in `\(heldBy.through) \(heldBy.property ?? "cart")`, which does not own it: a new ShopApp value (its parent's body ran again) makes a new CartStore. A view that creates its object owns it: `@StateObject private var cart = CartStore()`, and provides that one."
                    adviceKo =
                        "ShopApp은 이 객체를 `\(heldBy.through) \(heldBy.property ?? "cart")`에 담고 있는데, 이것은 객체를 소유하지 않습니다. 새 ShopApp 값이 생기면(부모의 body가 다시 실행되면) 새 CartStore가 만들어집니다. 객체를 만드는 뷰가 그 객체를 소유합니다: `@StateObject private var cart = CartStore()`로 소유하고, 바로 그 객체를 제공하세요."
                } else if source.providerViewID == root?.id, source.ownerViewID == nil {
                    advice =
                        "One made where it is provided, `.environmentObject(CartStore())`, is a new object, not the `cart` ShopApp keeps, and ShopApp's body makes another each time it runs. Provide the one ShopApp owns: `.environmentObject(cart)`."
                    adviceKo =
                        "제공하는 자리에서 만든 `.environmentObject(CartStore())`는 ShopApp이 가진 `cart`가 아닌 새 객체이고, ShopApp의 body가 실행될 때마다 또 만들어집니다. ShopApp이 소유한 객체를 제공하세요: `.environmentObject(cart)`."
                } else {
                    advice = "The views below must read the one ShopApp owns, from the environment."
                    adviceKo = "아래 뷰들은 ShopApp이 소유한 객체를 환경에서 읽어야 합니다."
                }
                #expect(
                    owned,
                    Comment(
                        en:
                            "\(reader.name) reads a CartStore ShopApp does not own (\(source)). \(advice) Where each source lives:\n\(graph)",
                        ko:
                            "\(reader.name)이(가) ShopApp이 소유하지 않은 CartStore를 읽습니다(\(source)). \(adviceKo) 각 원천이 있는 곳:\n\(graph)"
                    )
                )
                if !owned { break readers }
            }
        }

        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Cart: 2"),
            Comment(
                en:
                    "Tea and Honey were added, then ShopApp's parent ran its body again, making a new ShopApp value (as an app's scene does when its own state changes). The badge should still say \"Cart: 2\": the cart lives as long as ShopApp's place on screen, owned with @StateObject and provided as that same object. The screen shows:\n\(host.render())",
                ko:
                    "Tea와 Honey를 추가한 뒤 ShopApp의 부모가 body를 다시 실행해 새 ShopApp 값을 만들었습니다(앱의 scene이 자기 상태가 바뀔 때 하는 것처럼). 배지는 여전히 \"Cart: 2\"여야 합니다. 장바구니는 화면에서 ShopApp의 자리가 있는 동안 살아 있어야 하므로 @StateObject로 소유하고 바로 그 객체로 제공해야 합니다. 화면:\n\(host.render())"
            )
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
