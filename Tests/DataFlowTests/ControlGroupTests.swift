import DataFlow
import Testing

/// `ControlGroup` as Apple's pages describe it
/// (https://developer.apple.com/documentation/swiftui/controlgroup, a pair of related buttons, and
/// https://developer.apple.com/documentation/swiftui/controlgroup/init(_:systemimage:content:)):
/// its controls act as anywhere else, inside a `ControlGroup` element.
@MainActor
@Suite struct ControlGroupTests {
    struct Zoom: View {
        @State private var level = 1
        var body: some View {
            VStack {
                Text("Zoom \(level)")
                ControlGroup {
                    Button("Decrease") { level -= 1 }
                    Button("Increase") { level += 1 }
                }
                ControlGroup("Sharing", systemImage: "square.and.arrow.up") {
                    Button("Reset") { level = 1 }
                }
            }
        }
    }

    @Test func theGroupedButtonsAct() throws {
        let host = ViewHost(Zoom())
        try host.tap(.button("Increase"))
        try host.tap(.button("Increase"))
        #expect(host.texts.first == "Zoom 3")
        let groups = host.findAll(.kind(.controlGroup))
        #expect(groups.map(\.label) == [nil, "Sharing"])
        try host.tap(.button("Reset"))
        #expect(host.texts.first == "Zoom 1")
    }
}
