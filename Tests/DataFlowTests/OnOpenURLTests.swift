import DataFlow
import Foundation
import Testing

/// `onOpenURL(perform:)`, as Apple declares it
/// (https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:): "A closure that
/// SwiftUI calls when your app receives a Universal Link or a custom URL"), with a deep link that
/// pushes a screen, as apps handle them with a `NavigationStack` path.
@MainActor
@Suite struct OnOpenURLTests {
    struct Countries: View {
        @State private var path: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                Text("Countries")
                    .navigationDestination(for: String.self) { country in
                        Text("Cities of \(country)")
                    }
            }
            .onOpenURL { url in
                guard url.scheme == "atlas", let country = url.host() else { return }
                path = [country]
            }
        }
    }

    @Test func aDeliveredURLRunsTheActionThatPushesItsScreen() throws {
        let host = ViewHost(Countries())
        try host.receiveURL(try #require(URL(string: "atlas://Norway")))
        #expect(host.contains(.text("Cities of Norway")))
        #expect(host.pushedScreenCount == 1)
        try host.receiveURL(try #require(URL(string: "https://example.com")))
        #expect(host.contains(.text("Cities of Norway")))
    }

    @Test func aURLWithNothingToOpenItIsAnError() throws {
        let host = ViewHost(Text("No links here"))
        #expect(throws: DataFlowError.self) {
            try host.receiveURL(try #require(URL(string: "atlas://Norway")))
        }
    }
}
