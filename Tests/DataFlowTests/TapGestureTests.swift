import DataFlow
import Testing

/// SwiftUI's `TapGesture` attached with `gesture(_:)`, as Lebron1992's WeChat-SwiftUI resigns the
/// keyboard on a tap (`content.gesture(TapGesture().onEnded { ... })`). Apple's page
/// (developer.apple.com/documentation/swiftui/tapgesture): "A gesture that recognizes one or more
/// taps", `init(count:)`, with the gesture's `onEnded(_:)`. The host taps it as it taps an
/// `onTapGesture`. On today's main `TapGesture` is not public, so this does not compile.
@MainActor
@Suite struct TapGestureTests {
    struct Card: View {
        @State private var taps: [String] = []
        var body: some View {
            VStack {
                Text("Tapped: \(taps.joined(separator: ","))")
                Text("Single")
                    .gesture(TapGesture().onEnded { taps.append("single") })
                Text("Double")
                    .simultaneousGesture(TapGesture(count: 2).onEnded { taps.append("double") })
            }
        }
    }

    @Test func aTapRunsTheGesturesActionsAndADoubleTapNeedsTwo() throws {
        let host = ViewHost(Card())
        try host.tap(.text("Single"))
        #expect(host.texts.contains("Tapped: single"), "\(host.render())")
        #expect(throws: DataFlowError.self) { try host.tap(.text("Double")) }
        try host.tap(.text("Double"), count: 2)
        #expect(host.texts.contains("Tapped: single,double"), "\(host.render())")
    }
}
