import DataFlow
import Testing

/// Sample data made once for every preview that uses it, as Apple's "Destination Video" sample
/// (`PreviewData: PreviewModifier`) and SwiftUI's `PreviewModifier` documentation set one up.
struct SampleShelf: PreviewModifier {
    @MainActor static var madeCount = 0

    static func makeSharedContext() async throws -> [String] {
        madeCount += 1
        return ["Dune", "Emma"]
    }

    func body(content: Content, context: [String]) -> some View {
        VStack {
            Text("\(context.count) books")
            content
        }
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleShelf: Self = .modifier(SampleShelf())
}

#Preview("Shelf", traits: .sampleShelf) {
    Text("Shelf")
}

#Preview("Shelf again", traits: .sizeThatFitsLayout, .sampleShelf) {
    Text("Shelf again")
}

#Preview("Sideways", traits: .landscapeLeft) {
    Text("Sideways")
}

/// `#Preview(_:traits:_:body:)` (iOS 17; `.modifier(_:)` iOS 18): layouts and orientations are
/// recorded on the previewed view; a `PreviewModifier` wraps it once its shared context is made,
/// and that context is made once for all the previews using the modifier. Without traits support
/// (today's main) this file does not compile: "extraneous argument label 'traits:' in macro expansion".
@MainActor
@Suite struct PreviewTraitTests {
    @Test func aModifierWrapsThePreviewOnceItsSharedContextIsMade() async throws {
        let host = try ViewHost(preview: "Shelf")
        await host.runTasks()
        #expect(host.texts == ["2 books", "Shelf"], "\(host.render())")

        let again = try ViewHost(preview: "Shelf again")
        #expect(again.texts == ["2 books", "Shelf again"], "\(again.render())")
        #expect(again.render().contains("previewLayout=sizeThatFits"), "\(again.render())")
        #expect(SampleShelf.madeCount == 1)
    }

    @Test func anOrientationIsRecordedOnThePreviewedView() throws {
        let tree = try ViewHost(preview: "Sideways").render()
        #expect(tree.contains("previewInterfaceOrientation=landscapeLeft"), "\(tree)")
    }
}
