import DataFlow
import Testing

/// The spring animations real apps pass to `withAnimation` and `animation(_:value:)`, as Apple's
/// pages show them:
/// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:),
/// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(duration:bounce:initialvelocity:),
/// https://developer.apple.com/documentation/swiftui/animation/interactivespring(response:dampingfraction:blendduration:).
@MainActor
@Suite struct SpringAnimationTests {
    struct Badge: View {
        @State private var isLarge = false
        var body: some View {
            VStack {
                Button("Grow") {
                    withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) { isLarge.toggle() }
                }
                Text(isLarge ? "Large" : "Small")
                    .animation(.interpolatingSpring(duration: 0.4, bounce: 0.3), value: isLarge)
                Text("Follows")
                    .animation(
                        .interactiveSpring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.2), value: isLarge)
                Text("Snaps")
                    .animation(.interactiveSpring(), value: isLarge)
            }
        }
    }

    @Test func springsAreRecordedOnTheChangeAndOnTheViews() throws {
        let host = ViewHost(Badge())
        try host.tap(.button("Grow"))
        #expect(
            host.lastUpdate?.changes.first?.description
                == "Badge.isLarge (@State): false → true, "
                + "animated with interpolatingSpring(stiffness: 170.0, damping: 15.0)")
        #expect(
            try host.find(.text("Large")).attribute("animation") == "interpolatingSpring(duration: 0.4, bounce: 0.3)")
        #expect(
            try host.find(.text("Follows")).attribute("animation")
                == "interactiveSpring(response: 0.3, dampingFraction: 0.6)")
        #expect(try host.find(.text("Snaps")).attribute("animation") == "interactiveSpring")
    }
}
