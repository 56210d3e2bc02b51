// Correct: ShopApp creates its cart in init with StateObject(wrappedValue:), and provides it on a Group around the screen; SwiftUI still creates the cart once for ShopApp's place on screen.
import DataFlow

/// The items in the shopping cart.
final class CartStore: ObservableObject {
    @Published var items: [String] = []
}

/// The app's root: it owns the cart and provides it to everything below.
struct ShopApp: View {
    @StateObject private var cart: CartStore

    init() {
        _cart = StateObject(wrappedValue: CartStore())
    }

    var body: some View {
        Group {
            ShopScreen()
        }
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
    @EnvironmentObject var cart: CartStore

    var body: some View {
        Button("Add \(product)") {
            cart.items.append(product)
        }
    }
}

/// Level 2: shows how many items the cart holds.
struct CartBadge: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        Text("Cart: \(cart.items.count)")
    }
}
