// Correct: the readers declare their environment objects private, and the button appends with a method on the store.
import DataFlow

/// The items in the shopping cart.
final class CartStore: ObservableObject {
    @Published private(set) var items: [String] = []

    func add(_ product: String) {
        items.append(product)
    }
}

/// The app's root: it owns the cart and provides it to everything below.
struct ShopApp: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        ShopScreen()
            .environmentObject(cart)
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
    @EnvironmentObject private var cart: CartStore

    var body: some View {
        Button("Add \(product)") {
            cart.add(product)
        }
    }
}

/// Level 2: shows how many items the cart holds.
struct CartBadge: View {
    @EnvironmentObject private var cart: CartStore

    var body: some View {
        Text("Cart: \(cart.items.count)")
    }
}
