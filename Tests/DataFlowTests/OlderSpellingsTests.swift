import DataFlow
import Testing

/// Spellings real apps from the iOS 13–15 years still use, as Apple's pages declare them (and
/// UIKit's fixed colours, which SwiftUI code passes as `UIColor`s):
/// https://developer.apple.com/documentation/swiftui/view/animation(_:)-1hc0p (an animation
/// without a value), https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
/// and `#colorLiteral`, which UIKit types as `UIColor` (`public typealias _ColorLiteralType =
/// UIColor` in the UIKit overlay, swiftlang/swift's stdlib/public/Darwin/UIKit/UIKit.swift) and
/// which SwiftUI code wraps in a `Color` (`Color(_:)` taking a `UIColor`; its labelled twin is
/// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)).
@MainActor
@Suite struct OlderSpellingsTests {
    struct Switch: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Capsule()
                    .fill(isOn ? Color.green : Color.gray)
                    .animation(.linear(duration: 0.2))
                Button("Flip") { isOn.toggle() }
            }
        }
    }

    @Test func anAnimationWithoutAValueIsAMarkAndTheChangeShowsAtOnce() throws {
        let host = ViewHost(Switch())
        #expect(host.render().contains("animation=linear(duration: 0.2)"), "\(host.render())")
        try host.tap(.button("Flip"))
        #expect(host.render().contains("green"), "\(host.render())")
    }

    struct Palette: View {
        @State private var index = 0
        var body: some View {
            VStack {
                Picker(selection: $index) {
                    ForEach(0..<3, id: \.self) { index in
                        Text("Colour \(index)").tag(index)
                    }
                } label: {
                    Text("Colour")
                }
                Text("Picked \(index)")
            }
        }
    }

    @Test func aPickerLabelledAfterItsRowsPicks() throws {
        let host = ViewHost(Palette())
        try host.pick("Colour 2")
        #expect(host.texts.contains("Picked 2"), "\(host.texts)")
    }

    /// UIKit's fixed colours are the components Apple documents for each
    /// (https://developer.apple.com/documentation/uikit/uicolor/brown: 0.6, 0.4, 0.2), not the
    /// adaptive colours SwiftUI's `Color.red` and `.brown` are.
    @Test func uiKitsFixedColoursAreTheirComponents() {
        #expect(UIColor.brown == UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color(UIColor.red) != Color.red)
        let palette: [UIColor] = [.darkGray, .lightGray, .gray, .green, .blue, .cyan, .yellow, .magenta]
        #expect(Set(palette).count == palette.count)
    }

    @Test func aColourLiteralIsAUIColorThatAColorWraps() {
        let literal = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(literal == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let row = Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(row == Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
    }
}
