import DataFlow
import Foundation
import Testing

/// SwiftUI API that the public apps measured in issue 27's sixth round use most and DataFlow
/// lacked: `safeAreaInset`, `safeAreaPadding`, `blur` and the other graphic effects, `trim`,
/// `UnevenRoundedRectangle`, `layoutPriority`, `position`, `coordinateSpace`, `accentColor`,
/// text spacing on any view, sheet backgrounds, system overlays and header prominence. Each view
/// below is written as Apple's documentation page for the modifier shows it.
@MainActor
@Suite struct SafeAreaAndEffectModifierTests {
    /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l
    struct Inbox: View {
        @State private var count = 0
        var body: some View {
            List {
                Text("Message \(count)")
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Button("Compose") { count += 1 }
                    .padding()
                    .background(.regularMaterial)
            }
            .safeAreaPadding(.horizontal, 20)
        }
    }

    @Test func aSafeAreaInsetsViewsAreOnScreenAfterTheContentAndWork() throws {
        let host = ViewHost(Inbox())
        let tree = host.render()
        #expect(tree.contains("SafeAreaInset edge=bottom spacing=0"), "\(tree)")
        #expect(tree.contains("safeAreaPadding=horizontal 20"), "\(tree)")
        #expect(host.texts == ["Message 0", "Compose"])
        try host.tap(.button("Compose"))
        #expect(host.texts == ["Message 1", "Compose"])
    }

    /// A top inset comes before the content, in reading order.
    @Test func aTopInsetComesFirst() {
        let host = ViewHost(
            ScrollView { Text("Row") }
                .safeAreaInset(edge: .top) { Text("Header") })
        #expect(host.texts == ["Header", "Row"])
    }

    /// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:) and the other
    /// graphic effects, each from its page under "Graphics and rendering".
    struct Photo: View {
        var body: some View {
            Image(systemName: "photo")
                .blur(radius: 10)
                .grayscale(0.5)
                .brightness(0.2)
                .contrast(1.5)
                .saturation(0)
                .hueRotation(.degrees(90))
                .colorInvert()
        }
    }

    @Test func graphicEffectsAreRecorded() {
        let tree = ViewHost(Photo()).render()
        for mark in [
            "blur=10", "grayscale=0.5", "brightness=0.2", "contrast=1.5", "saturation=0", "hueRotation=90°",
            "colorInvert=true",
        ] {
            #expect(tree.contains(mark), "\(mark) in \(tree)")
        }
    }

    /// https://developer.apple.com/documentation/swiftui/shape/trim(from:to:) and
    /// https://developer.apple.com/documentation/swiftui/unevenroundedrectangle
    struct Ring: View {
        let progress: Double
        var body: some View {
            ZStack {
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20)
                    .fill(.orange)
                Text("Card").clipShape(.rect(topLeadingRadius: 12, bottomTrailingRadius: 12))
            }
        }
    }

    @Test func trimmedAndUnevenlyRoundedShapesShowWhatTheyKeep() {
        let tree = ViewHost(Ring(progress: 0.25)).render()
        #expect(tree.contains("Circle trim=0…0.25"), "\(tree)")
        #expect(tree.contains("UnevenRoundedRectangle topLeading=20 topTrailing=20"), "\(tree)")
        #expect(tree.contains("clipShape=UnevenRoundedRectangle"), "\(tree)")
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
        path.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: 4), control2: CGPoint(x: 18, y: 4))
        #expect(path.description.contains("quadCurve(10,0 control: 5,5)"), "\(path.description)")
    }

    /// https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:),
    /// https://developer.apple.com/documentation/swiftui/view/position(x:y:),
    /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)
    struct Layouts: View {
        var body: some View {
            HStack {
                Text("This is a moderately long string.").layoutPriority(1)
                Text("Short").position(x: 40, y: 120)
            }
            .coordinateSpace(.named("stack"))
            .accentColor(.orange)
            .headerProminence(.increased)
            .edgesIgnoringSafeArea(.bottom)
        }
    }

    @Test func layoutMarksAreRecorded() {
        let tree = ViewHost(Layouts()).render()
        for mark in [
            "layoutPriority=1", "position=40,120", "coordinateSpace=stack", "accentColor=orange",
            "headerProminence=increased", "ignoresSafeArea=bottom",
        ] {
            #expect(tree.contains(mark), "\(mark) in \(tree)")
        }
        #expect(ViewHost(Text("x").coordinateSpace(name: "scroll")).render().contains("coordinateSpace=scroll"))
    }

    /// https://developer.apple.com/documentation/swiftui/view/tracking(_:) and its siblings, and
    /// https://developer.apple.com/documentation/swiftui/view/presentationbackground(_:)
    struct Styled: View {
        var body: some View {
            VStack {
                Text("Title").tracking(2).baselineOffset(4)
                Label("Sale", systemImage: "tag").strikethrough().kerning(1)
            }
            .lineSpacing(6)
            .presentationBackground(.thinMaterial)
            .presentationCornerRadius(24)
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
        }
    }

    @Test func textSpacingAndPresentationMarksAreRecorded() {
        let tree = ViewHost(Styled()).render()
        for mark in [
            "tracking=2", "baselineOffset=4", "strikethrough=true", "kerning=1", "lineSpacing=6",
            "presentationBackground=thinMaterial", "presentationCornerRadius=24", "statusBarHidden=true",
            "persistentSystemOverlays=hidden",
        ] {
            #expect(tree.contains(mark), "\(mark) in \(tree)")
        }
    }
}
