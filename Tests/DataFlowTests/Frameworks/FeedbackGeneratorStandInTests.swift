import DataFlow
import Testing

/// UIKit's feedback generators as SwiftUI views keep them, as Stewart Lynch's "WChair Selector"
/// does in 16 of its views (`var hapticImpact = UIImpactFeedbackGenerator(style: .heavy)`, then
/// `hapticImpact.impactOccurred()` in a button's action). Apple's pages
/// (developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator, `init(style:)`,
/// `impactOccurred()`, `impactOccurred(intensity:)`; `UINotificationFeedbackGenerator`,
/// `UISelectionFeedbackGenerator`) give the shapes. Headless nothing is felt: the host records
/// each feedback the app plays. On today's main none of these types exists, so this does not compile.
@MainActor
@Suite struct FeedbackGeneratorStandInTests {
    struct CaseButton: View {
        var hapticImpact = UIImpactFeedbackGenerator(style: .heavy)
        let notifier = UINotificationFeedbackGenerator()
        let selection = UISelectionFeedbackGenerator()
        @State private var opened = 0

        var body: some View {
            VStack {
                Text("Opened \(opened)")
                Button("Case 1") {
                    hapticImpact.prepare()
                    hapticImpact.impactOccurred()
                    opened += 1
                }
                Button("Soft") {
                    UIImpactFeedbackGenerator().impactOccurred(intensity: 0.5)
                }
                Button("Save") {
                    notifier.notificationOccurred(.success)
                    selection.selectionChanged()
                }
            }
        }
    }

    @Test func eachFeedbackPlayedInAnActionIsRecordedInOrder() throws {
        let host = ViewHost(CaseButton())
        #expect(host.playedFeedback.isEmpty)
        try host.tap(.button("Case 1"))
        #expect(host.playedFeedback == ["impact(heavy)"])
        #expect(host.texts.contains("Opened 1"))
        try host.tap(.button("Soft"))
        try host.tap(.button("Save"))
        #expect(
            host.playedFeedback == [
                "impact(heavy)", "impact(medium, intensity: 0.5)", "notification(success)", "selection",
            ])
    }

    @Test func aGeneratorKeepsItsStyle() {
        #expect(UIImpactFeedbackGenerator(style: .rigid).style == .rigid)
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}
