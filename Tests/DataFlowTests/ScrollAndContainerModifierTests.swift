import DataFlow
import Foundation
import Testing

/// SwiftUI API of iOS 17 apps that DataFlow lacked, measured on Apple's sample apps ("Backyard
/// Birds", "Building a document-based app using SwiftData", "Enhancing your app content with tab
/// navigation") with `.ci/real-apps`: scroll margins, indicators, targets and clipping;
/// `ContainerRelativeShape` and `containerShape(_:)`; `.fill` and the hierarchical levels of any
/// style (`.fill.tertiary`); `backgroundStyle(_:)`; text fitting; button border shapes;
/// `controlSize` and `layoutDirection` as environment values; `Text(_:comment:)`. Each is recorded
/// as a mark, the way DataFlow records inert modifiers; the environment values are read back. None
/// of this compiles on today's main.
@MainActor
@Suite struct ScrollAndContainerModifierTests {
    struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack {
                    Text("Card", comment: "A flash card's title")
                        .minimumScaleFactor(0.5)
                        .truncationMode(.middle)
                        .background(.fill.tertiary, in: .rect(cornerRadius: 20))
                        .containerShape(.rect(cornerRadius: 20))
                }
                .scrollTargetLayout()
            }
            .contentMargins([.top, .horizontal], 20, for: .scrollContent)
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.viewAligned)
            .scrollClipDisabled()
            .backgroundStyle(.red.secondary)
        }
    }

    @Test func scrollAndShapeModifiersAreRecorded() {
        let tree = ViewHost(Carousel()).render()
        for mark in [
            "contentMargins=top+leading+trailing 20 scrollContent", "scrollIndicators=hidden",
            "scrollTargetBehavior=viewAligned", "scrollTargetLayout=true", "scrollClipDisabled=true",
            "background=fill.tertiary in RoundedRectangle", "containerShape=RoundedRectangle",
            "minimumScaleFactor=0.5", "truncationMode=middle", "backgroundStyle=red.secondary",
        ] {
            #expect(tree.contains(mark), "\(mark) in \(tree)")
        }
        #expect(ViewHost(Carousel()).texts == ["Card"])
    }

    struct Badge: View {
        @Environment(\.controlSize) private var controlSize
        @Environment(\.layoutDirection) private var layoutDirection
        var body: some View {
            Text("\(controlSize) \(layoutDirection)")
                .contentShape(.containerRelative)
                .flipsForRightToLeftLayoutDirection(true)
        }
    }

    @Test func controlSizeAndLayoutDirectionAreEnvironmentValues() {
        let host = ViewHost(
            Badge().controlSize(.large).environment(\.layoutDirection, .rightToLeft)
                .buttonBorderShape(.capsule))
        #expect(host.texts == ["large rightToLeft"], "\(host.render())")
        #expect(ViewHost(Badge()).texts == ["regular leftToRight"])
        let tree = host.render()
        #expect(tree.contains("contentShape=ContainerRelativeShape"), "\(tree)")
        #expect(tree.contains("buttonBorderShape=capsule"), "\(tree)")
        #expect(tree.contains("flipsForRightToLeftLayoutDirection=true"), "\(tree)")
        #expect(
            ContainerRelativeShape().path(in: CGRect(x: 0, y: 0, width: 4, height: 2))
                == Path(CGRect(x: 0, y: 0, width: 4, height: 2)))
    }
}
