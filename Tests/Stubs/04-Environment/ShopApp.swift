// Exercise env-provide-at-root: Provide an object at the root and read it three levels down
//
// Task: `ShopApp` owns the cart. Two views deep in the tree need it: `AddToCartButton` (three
// levels down, inside ShopScreen and ProductRow) and `CartBadge`. The views in between have no
// use for the cart, so do not pass it through them: put it in the environment at the root with
// `.environmentObject(_:)`, and read it where it is needed with `@EnvironmentObject`.
//
// Done when: "Add Tea" and "Add Honey" put items in the root's cart and the badge counts them;
// and adding an item re-evaluates the views that read the cart, not ShopScreen or ProductRow.
//
// From: Kodeco, "Understanding Data Flow in SwiftUI", "Using the Environment": "instead of passing
// the object to every view that needs it, an environment object is provided by an ancestor view
// and is available to all its descendants". See Chapters/04-Environment/Examples/SceneDelegate.swift
// and MovieList.swift.
//
// Run: swift run checker check env-provide-at-root
import DataFlow

/// The items in the shopping cart.
final class CartStore: ObservableObject {
    @Published var items: [String] = []
}

/// The app's root: it owns the cart and provides it to everything below.
struct ShopApp: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        // TODO: provide the cart to every view below.
        ShopScreen()
    }
}

/// Level 1: the shop's screen. It does not use the cart itself.
struct ShopScreen: View {
    var body: some View {
        VStack {
            CartBadge()
            ProductRow(name: "Tea")
            ProductRow(name: "Honey")
        }
    }
}

/// Level 2: one product. It does not use the cart itself either.
struct ProductRow: View {
    let name: String

    var body: some View {
        HStack {
            Text(name)
            AddToCartButton(product: name)
        }
    }
}

/// Level 3: puts its product in the cart.
struct AddToCartButton: View {
    let product: String

    var body: some View {
        Button("Add \(product)") {
            // TODO: put the product in the cart the root owns.
        }
    }
}

/// Level 2: shows how many items the cart holds.
struct CartBadge: View {
    var body: some View {
        // TODO: show the number of items in the cart the root owns.
        Text("Cart: 0")
    }
}
