// Wrong: the cart is passed by hand through ShopScreen and ProductRow with @ObservedObject, so the views in between run again on every change.
import DataFlow

/// The items in the shopping cart.
final class CartStore: ObservableObject {
    @Published var items: [String] = []
}

/// The app's root: it owns the cart and provides it to everything below.
struct ShopApp: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        ShopScreen(cart: cart)
    }
}

/// Level 1: the shop's screen. It does not use the cart itself.
struct ShopScreen: View {
    @ObservedObject var cart: CartStore

    var body: some View {
        VStack {
            CartBadge(cart: cart)
            ProductRow(name: "Tea", cart: cart)
            ProductRow(name: "Honey", cart: cart)
        }
    }
}

/// Level 2: one product. It does not use the cart itself either.
struct ProductRow: View {
    let name: String
    @ObservedObject var cart: CartStore

    var body: some View {
        HStack {
            Text(name)
            AddToCartButton(product: name, cart: cart)
        }
    }
}

/// Level 3: puts its product in the cart.
struct AddToCartButton: View {
    let product: String
    @ObservedObject var cart: CartStore

    var body: some View {
        Button("Add \(product)") {
            cart.items.append(product)
        }
    }
}

/// Level 2: shows how many items the cart holds.
struct CartBadge: View {
    @ObservedObject var cart: CartStore

    var body: some View {
        Text("Cart: \(cart.items.count)")
    }
}
