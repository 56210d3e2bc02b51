import DataFlow
import Testing

/// `MeshGradient` as Apple's page shows it, a 3×3 mesh used as a view and as a style
/// (https://developer.apple.com/documentation/swiftui/meshgradient).
@MainActor
@Suite struct MeshGradientTests {
    struct Backdrop: View {
        var body: some View {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.5, 0.5], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [
                    .red, .purple, .indigo,
                    .orange, .white, .blue,
                    .yellow, .green, .mint,
                ])
        }
    }

    @Test func aMeshIsShownByItsGridAndColours() {
        let tree = ViewHost(Backdrop()).render()
        #expect(
            tree.contains("MeshGradient(3×3: red, purple, indigo, orange, white, blue, yellow, green, mint)"), "\(tree)"
        )
        let styled = ViewHost(
            Text("Hi").foregroundStyle(
                MeshGradient(width: 2, height: 1, points: [[0, 0], [1, 0]], colors: [.red, .blue]))
        ).render()
        #expect(styled.contains("MeshGradient(2×1: red, blue)"), "\(styled)")
    }
}
