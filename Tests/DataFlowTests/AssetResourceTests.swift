import DataFlow
import Foundation
import Testing

/// The symbols Xcode generates for an asset catalog's colour and image sets, written here as Xcode
/// writes them ("Generate Asset Symbols", Xcode 15:
/// https://developer.apple.com/documentation/xcode/managing-assets-with-asset-catalogs), used as
/// Apple's `ImageResource` and `ColorResource` pages show
/// (https://developer.apple.com/documentation/developertoolssupport/imageresource,
/// https://developer.apple.com/documentation/developertoolssupport/colorresource).
extension ImageResource {
    static let coffee = ImageResource(name: "Coffee", bundle: .main)
}

extension ColorResource {
    static let brand = ColorResource(name: "BrandColor", bundle: .main)
}

extension Color {
    static var brand: Color { Color(ColorResource.brand) }
}

extension ShapeStyle where Self == Color {
    static var brand: Color { Color(ColorResource.brand) }
}

@MainActor
@Suite struct AssetResourceTests {
    struct MenuItem: View {
        var body: some View {
            VStack {
                Image(.coffee)
                    .resizable()
                Text("Latte")
                    .foregroundStyle(.brand)
                Color(.brand)
                Color.brand
            }
        }
    }

    @Test func generatedAssetSymbolsNameTheirCatalogEntries() {
        let tree = ViewHost(MenuItem()).render()
        #expect(tree.contains("Image \"Coffee\" resizable=true"), "\(tree)")
        #expect(tree.contains("foregroundColor=BrandColor"), "\(tree)")
        #expect(Color(.brand) == Color("BrandColor"))
        #expect(ImageResource(name: "Coffee", bundle: .main) == .coffee)
        #expect(Image(.coffee) == Image("Coffee"))
    }
}
