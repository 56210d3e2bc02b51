import DataFlow
import Testing

/// Elliptical and conic gradients as fills and as views, as Apple's pages show them:
/// https://developer.apple.com/documentation/swiftui/ellipticalgradient,
/// https://developer.apple.com/documentation/swiftui/shapestyle/ellipticalgradient(colors:center:startradiusfraction:endradiusfraction:),
/// https://developer.apple.com/documentation/swiftui/shapestyle/conicgradient(colors:center:angle:).
@MainActor
@Suite struct EllipticalAndConicGradientTests {
    @Test func theGradientsAreShownByTheirColours() throws {
        let host = ViewHost(
            VStack {
                Rectangle().fill(.ellipticalGradient(colors: [.white, .blue]))
                Circle().fill(.conicGradient(colors: [.red, .yellow, .red], center: .center))
                Capsule().fill(.ellipticalGradient(Gradient(colors: [.orange, .pink]), center: .top))
                EllipticalGradient(colors: [.green, .mint], center: .center, endRadiusFraction: 0.8)
            })
        #expect(try host.find(.kind(.rectangle)).attribute("fill") == "EllipticalGradient(white, blue)")
        #expect(try host.find(.kind(.circle)).attribute("fill") == "AngularGradient(red, yellow, red)")
        #expect(try host.find(.kind(.capsule)).attribute("fill") == "EllipticalGradient(orange, pink)")
        #expect(try host.find(.kind("EllipticalGradient")).label == "EllipticalGradient(green, mint)")
    }
}
