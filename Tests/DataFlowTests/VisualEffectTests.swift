import DataFlow
import Foundation
import Testing

/// iOS 17–18 effects driven by geometry and scrolling, and sensory feedback, written as Apple's
/// pages show them: https://developer.apple.com/documentation/swiftui/view/visualeffect(_:),
/// https://developer.apple.com/documentation/swiftui/view/scrolltransition(_:axis:transition:),
/// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:),
/// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:).
@MainActor
@Suite struct VisualEffectTests {
    struct Gallery: View {
        @State private var likes = 0
        @State private var isAtBottom = false
        var body: some View {
            ScrollView {
                ForEach(0..<2, id: \.self) { index in
                    Text("Photo \(index)")
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0)
                                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                        }
                }
                Button("Like") { likes += 1 }
                    .sensoryFeedback(.increase, trigger: likes)
            }
            .visualEffect { content, proxy in
                content.offset(y: proxy.size.height / 4)
            }
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y + geometry.containerSize.height > geometry.contentSize.height
            } action: { _, isAtBottom in
                self.isAtBottom = isAtBottom
            }
        }
    }

    @Test func effectsAreComputedFromTheHeadlessGeometryAndRecorded() throws {
        let host = ViewHost(Gallery(), size: CGSize(width: 390, height: 800))
        let tree = host.render()
        #expect(tree.contains("scrollTransition=opacity(1) scale(1)"), "\(tree)")
        #expect(tree.contains("visualEffect=offset(0,200)"), "\(tree)")
        #expect(tree.contains("onScrollGeometryChange=Bool"), "\(tree)")
        #expect(tree.contains("sensoryFeedback=increase"), "\(tree)")
        try host.tap(.button("Like"))
        #expect(host.texts == ["Photo 0", "Photo 1", "Like"])
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(SensoryFeedback.impact(weight: .heavy) != .impact(flexibility: .soft))
    }
}
