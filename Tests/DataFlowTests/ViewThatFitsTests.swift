import DataFlow
import Testing

/// SwiftUI's `ViewThatFits` shows the first of its views that fits; offered unlimited space, as
/// the headless host offers, that is the first, and only it is on screen (Apple's "Bringing robust
/// navigation structure" sample shows `wideDetails` or `narrowDetails` this way). On today's main
/// `ViewThatFits` does not exist, so this does not compile.
@MainActor
@Suite struct ViewThatFitsTests {
    struct Details: View {
        @State private var taps = 0
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("Wide \(taps)")
                    Button("Tap") { taps += 1 }
                }
                Text("Narrow")
            }
        }
    }

    @Test func theFirstViewIsShownAndWorks() throws {
        let host = ViewHost(Details())
        #expect(host.texts == ["Wide 0", "Tap"], "\(host.render())")
        try host.tap(.button("Tap"))
        #expect(host.texts == ["Wide 1", "Tap"], "\(host.render())")
    }
}
