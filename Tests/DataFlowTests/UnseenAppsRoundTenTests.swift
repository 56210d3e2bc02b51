import DataFlow
import Foundation
import Testing

/// SwiftUI API that the public apps measured for issue 27's round ten use and DataFlow lacked
/// (Swiftful Thinking's "SwiftUI Bootcamp" and "SwiftUI Continued Learning"). On today's main
/// none of these compiles.
@MainActor
@Suite struct UnseenAppsRoundTenTests {
    struct Pages: View {
        @State private var page = 1
        var body: some View {
            VStack {
                TabView(selection: $page) {
                    Text("First").tag(1)
                    Text("Second").tag(2)
                }
                .tabViewStyle(PageTabViewStyle())
                TabView {
                    Text("Dots")
                }
                .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                Text("Copy me").textSelection(.enabled)
                Text("Not me").textSelection(.disabled)
            }
            .navigationBarHidden(true)
        }
    }

    /// Apple's `PageTabViewStyle` (developer.apple.com/documentation/swiftui/pagetabviewstyle),
    /// `textSelection(_:)` with `.enabled`/`.disabled`, and the deprecated `navigationBarHidden(_:)`.
    @Test func pageStylesSelectableTextAndAHiddenBarAreMarks() {
        let tree = ViewHost(Pages()).render()
        #expect(tree.contains("tabViewStyle=page"), "\(tree)")
        #expect(tree.contains("tabViewStyle=page(never)"), "\(tree)")
        #expect(tree.contains("textSelection=enabled") && tree.contains("textSelection=disabled"), "\(tree)")
        #expect(tree.contains("navigationBarHidden=true"), "\(tree)")
        #expect(PageTabViewStyle().name == PageTabViewStyle.page.name)
    }

    struct Settings: View {
        @Environment(\.sizeCategory) private var sizeCategory
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.accessibilityInvertColors) private var invertColors
        var body: some View {
            Text("\(sizeCategory) \(dynamicTypeSize) \(contrast) \(invertColors)")
            Text(sizeCategory.isAccessibilityCategory ? "large text" : "regular text")
        }
    }

    /// `sizeCategory` and `dynamicTypeSize` are one setting: "ContentSizeCategory … Deprecated, use
    /// DynamicTypeSize instead" (developer.apple.com/documentation/swiftui/contentsizecategory),
    /// and each converts to the other with `init(_:)`. `colorSchemeContrast` and
    /// `accessibilityInvertColors` are `.standard` and false unless set.
    @Test func theSizeCategoryIsTheDynamicTypeSize() {
        #expect(ViewHost(Settings()).texts == ["large large standard false", "regular text"])
        let big = ViewHost(Settings().dynamicTypeSize(.accessibility2))
        #expect(big.texts == ["accessibilityLarge accessibility2 standard false", "large text"])
        let set = ViewHost(
            Settings()
                .environment(\.sizeCategory, .extraSmall)
                .environment(\.colorSchemeContrast, .increased)
                .environment(\.accessibilityInvertColors, true))
        #expect(set.texts == ["extraSmall xSmall increased true", "regular text"])
        #expect(DynamicTypeSize(ContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
    }

    /// Combine's `subscribe(on:)`: the upstream is subscribed to on the scheduler, so a chain that
    /// starts work on a background queue and delivers on the main one works
    /// (developer.apple.com/documentation/combine/publisher/subscribe(on:options:)).
    @Test func subscribingOnABackgroundQueueDeliversWhereReceiveSays() async {
        let values: [Int] = await withCheckedContinuation { continuation in
            var received: [Int] = []
            var token: AnyCancellable?
            token = [1, 2, 3].publisher
                .subscribe(on: DispatchQueue.global())
                .receive(on: DispatchQueue.main)
                .sink(
                    receiveCompletion: { _ in
                        continuation.resume(returning: received)
                        token = nil
                    },
                    receiveValue: { received.append($0) })
            _ = token
        }
        #expect(values == [1, 2, 3])
    }
}
