import DataFlow
import Testing

/// `ProgressView`'s view-builder labels, as Apple's pages declare them:
/// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:currentvaluelabel:),
/// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:) and
/// https://developer.apple.com/documentation/swiftui/progressview/init(label:).
@MainActor
@Suite struct ProgressViewLabelTests {
    struct Download: View {
        @State private var progress = 0.5
        var body: some View {
            VStack {
                ProgressView(value: progress, total: 1.0) {
                    Text("Downloading…")
                } currentValueLabel: {
                    Text("\(Int(progress * 100))%")
                }
                ProgressView(value: progress) { Text("Copying") }
                ProgressView { Text("Waiting") }
                Button("More") { progress = 0.75 }
            }
        }
    }

    @Test func theTextLabelTitlesTheProgressAndTheValueFollowsIt() throws {
        let host = ViewHost(Download())
        let bars = host.findAll(.kind(.progressView))
        #expect(bars.map(\.label) == ["Downloading…", "Copying", "Waiting"])
        #expect(bars.first?.value == "50%")
        try host.tap(.button("More"))
        #expect(host.findAll(.kind(.progressView)).first?.value == "75%")
    }
}
