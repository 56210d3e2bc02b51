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

    struct Rotate: ViewModifier {
        let degrees: Double
        func body(content: Content) -> some View {
            content.rotationEffect(.degrees(degrees))
        }
    }

    struct Controls: View {
        @State private var value = 2.0
        @State private var editing: [Bool] = []
        @State private var showsPopover = false
        @State private var pressing: [Bool] = []
        @State private var held = 0
        var body: some View {
            VStack {
                Slider(
                    value: $value, in: 1...5, step: 1, onEditingChanged: { editing.append($0) },
                    minimumValueLabel: Text("1"), maximumValueLabel: Text("5"),
                    label: { Text("Rating") })
                Text("Value \(Int(value)) editing \(editing)")
                Button("Info") { showsPopover = true }
                    .popover(isPresented: $showsPopover, attachmentAnchor: .point(.top)) { Text("Popover") }
                Text("Hold")
                    .onLongPressGesture(minimumDuration: 1, maximumDistance: 50) {
                        pressing.append($0)
                    } perform: {
                        held += 1
                    }
                Text("Pressing \(pressing) held \(held)")
                Text("Setting")
                    .accessibilityAction { held += 10 }
                    .accessibilityAction(named: "Reset") { held = 0 }
                    .transition(.modifier(active: Rotate(degrees: 180), identity: Rotate(degrees: 0)))
            }
            .toolbarTitleMenu { Button("Screen 1") {} }
        }
    }

    /// The deprecated iOS 13 forms `Slider(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`
    /// and `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)` behave as the
    /// current ones; `popover(isPresented:attachmentAnchor:arrowEdge:content:)` takes its anchor;
    /// `accessibilityAction(_:_:)`, `accessibilityAction(named:_:)`, `toolbarTitleMenu(content:)`
    /// and `AnyTransition.modifier(active:identity:)` are marks.
    @Test func olderControlFormsPopoverAnchorsAndAccessibilityActions() throws {
        let host = ViewHost(Controls())
        try host.slide(.slider(), to: 4)
        #expect(host.texts.contains("Value 4 editing [true, false]"), "\(host.render())")
        try host.longPress(.text("Hold"))
        #expect(host.texts.contains("Pressing [true, false] held 1"), "\(host.render())")
        let tree = host.render()
        #expect(tree.contains("accessibilityAction=default") && tree.contains("accessibilityAction=Reset"), "\(tree)")
        #expect(tree.contains("transition=modifier(Rotate)"), "\(tree)")
        #expect(tree.contains("toolbarTitleMenu=true"), "\(tree)")
        try host.tap(.button("Info"))
        #expect(host.render().contains("Popover"))
    }

    struct Photo: View {
        @State private var scale: CGFloat = 1
        @State private var angle = Angle.zero
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Text("Photo")
                    .scaleEffect(scale)
                    .gesture(
                        MagnificationGesture()
                            .onChanged { scale = $0 }
                            .onEnded { log.append("pinched to \($0)") })
                Text("Dial")
                    .rotationEffect(angle)
                    .gesture(
                        RotationGesture()
                            .onChanged { angle = $0 }
                            .onEnded { log.append("turned \(Int($0.degrees))") })
                Text("Scale \(scale) angle \(Int(angle.degrees)) \(log)")
            }
        }
    }

    /// SwiftUI's `MagnificationGesture` and `RotationGesture`
    /// (developer.apple.com/documentation/swiftui/magnificationgesture, …/rotationgesture): the
    /// host pinches and turns, and the gestures' `onChanged` then `onEnded` run with the value.
    @Test func pinchesAndRotationsRunTheirGestures() throws {
        let host = ViewHost(Photo())
        try host.magnify(.text("Photo"), by: 2)
        try host.rotate(.text("Dial"), by: .degrees(90))
        #expect(host.texts.last == "Scale 2.0 angle 90 [\"pinched to 2.0\", \"turned 90\"]", "\(host.render())")
        #expect(throws: DataFlowError.self) { try host.magnify(.text("Dial"), by: 3) }
    }

    /// `gridCellAnchor(_:)` and `gridCellUnsizedAxes(_:)` on a `Grid`'s cells, and
    /// `presentationCompactAdaptation(_:)` (iOS 16.4) on a popover's content.
    @Test func gridCellPlacementAndCompactAdaptationAreMarks() {
        let grid = ViewHost(
            Grid {
                GridRow(alignment: .bottom) {
                    Text("A").gridCellAnchor(.trailing)
                    Divider().gridCellUnsizedAxes(.horizontal)
                }
            })
        #expect(grid.texts == ["A"])
        #expect(grid.render().contains("gridCellUnsizedAxes=horizontal"), "\(grid.render())")
        let popover = ViewHost(Text("Tip").presentationCompactAdaptation(.popover))
        #expect(popover.render().contains("presentationCompactAdaptation=popover"))
    }
}
