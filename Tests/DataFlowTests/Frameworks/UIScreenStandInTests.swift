import DataFlow
import Foundation
import Testing

/// UIKit's `UIScreen.main.bounds`, as SwiftUI views size themselves by the screen (Lebron1992's
/// WeChat-SwiftUI: `.frame(width: UIScreen.main.bounds.width, alignment: .leading)`). Apple's page
/// (developer.apple.com/documentation/uikit/uiscreen/bounds): "The bounding rectangle of the
/// screen, measured in points". Headless the screen is the host's, so `bounds` agrees with what a
/// `GeometryReader` at the top of the screen measures. On today's main `UIScreen` does not exist,
/// so this does not compile.
@MainActor
@Suite struct UIScreenStandInTests {
    struct Header: View {
        var body: some View {
            GeometryReader { proxy in
                Text("Screen \(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height))")
                Text("Measured \(Int(proxy.size.width))")
            }
        }
    }

    @Test func theScreenIsTheHostsScreen() {
        let small = ViewHost(Header(), size: CGSize(width: 320, height: 568))
        #expect(small.texts == ["Screen 320×568", "Measured 320"], "\(small.render())")
        let phone = ViewHost(Header())
        #expect(phone.texts == ["Screen 390×844", "Measured 390"], "\(phone.render())")
        #expect(UIScreen.main.bounds.size == ViewHost.defaultSize)
        #expect(UIScreen.main.bounds.origin == .zero)
    }
}
