import DataFlow
import Foundation
import Testing

/// UIKit's `UIApplication.shared.open(_:options:completionHandler:)` from a SwiftUI button, as apps
/// send people to a web page or to their settings. Apple's page
/// (developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)):
/// "Attempts to asynchronously open the resource at the specified URL". Headless, the URL is
/// recorded in the host, as `Link` records its. On today's main `UIApplication` does not exist,
/// so this does not compile.
@MainActor
@Suite struct UIApplicationStandInTests {
    struct About: View {
        @State private var opened = false
        var body: some View {
            VStack {
                Text(opened ? "Opened" : "Not opened")
                Button("Website") {
                    let url = URL(string: "https://example.com")!
                    if UIApplication.shared.canOpenURL(url) {
                        UIApplication.shared.open(url) { opened = $0 }
                    }
                }
                Button("Settings") {
                    UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!, options: [:])
                }
            }
        }
    }

    @Test func aURLTheAppOpensIsRecordedInTheHost() throws {
        let host = ViewHost(About())
        try host.tap(.button("Website"))
        #expect(host.openedURLs == [URL(string: "https://example.com")!])
        #expect(host.texts.contains("Opened"))
        try host.tap(.button("Settings"))
        #expect(host.openedURLs.last == URL(string: UIApplication.openSettingsURLString))
    }
}
