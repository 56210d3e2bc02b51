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
}
