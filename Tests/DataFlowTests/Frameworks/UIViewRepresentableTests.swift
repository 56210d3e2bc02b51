import DataFlow
import Foundation
import Testing

/// SwiftUI's `UIViewRepresentable` and `UIViewControllerRepresentable`, called as Apple's pages
/// document them: "SwiftUI calls this method before calling the makeUIView(context:) method"
/// (developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()); "The system
/// calls this method only once, when it creates your view for the first time. For all subsequent
/// updates, the system calls the updateUIView(_:context:) method"
/// (…/uiviewrepresentable/makeuiview(context:)); dismantle "in anticipation of their removal"
/// (…/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)). The UIKit objects
/// are DataFlow's stand-ins, data a test reads back. On today's main none of these types exists,
/// so this does not compile.
@MainActor
@Suite struct UIViewRepresentableTests {
    struct Swatch: UIViewRepresentable {
        let log: EventLog
        var colorName: String

        final class Coordinator {
            var updates = 0
        }

        func makeCoordinator() -> Coordinator {
            log.record("makeCoordinator")
            return Coordinator()
        }

        func makeUIView(context: Context) -> UIView {
            log.record("makeUIView")
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.addSubview(UIView())
            return view
        }

        func updateUIView(_ uiView: UIView, context: Context) {
            context.coordinator.updates += 1
            uiView.backgroundColor = UIColor(named: colorName)
            log.record("updateUIView \(colorName) #\(context.coordinator.updates) subviews \(uiView.subviews.count)")
        }

        static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
            uiView.subviews.first?.removeFromSuperview()
        }
    }

    struct Palette: View {
        let log: EventLog
        @State private var colorName = "Sky"
        @State private var showsSwatch = true
        var body: some View {
            VStack {
                if showsSwatch {
                    Swatch(log: log, colorName: colorName)
                }
                Button("Sand") { colorName = "Sand" }
                Button("Hide") { showsSwatch = false }
            }
        }
    }

    @Test func theUIKitViewIsMadeOnceAndUpdatedOnEveryChange() throws {
        let log = EventLog()
        let host = ViewHost(Palette(log: log))
        #expect(log.entries == ["makeCoordinator", "makeUIView", "updateUIView Sky #1 subviews 1"])
        #expect(host.render().contains("Swatch uiView=UIView"), "\(host.render())")
        try host.tap(.button("Sand"))
        #expect(log.entries.last == "updateUIView Sand #2 subviews 1")
        #expect(log.entries.filter { $0 == "makeUIView" }.count == 1)
        try host.tap(.button("Hide"))
        #expect(!host.render().contains("Swatch"))
    }

    /// `dismantleUIView(_:coordinator:)` runs when the identity leaves the tree, with the view and
    /// the coordinator the identity kept.
    @Test func theUIKitViewIsDismantledWhenItsIdentityLeaves() throws {
        final class Box { var view: UIView? }
        struct Kept: UIViewRepresentable {
            let box: Box
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                view.addSubview(UIView())
                box.view = view
                return view
            }
            func updateUIView(_ uiView: UIView, context: Context) {}
            static func dismantleUIView(_ uiView: UIView, coordinator: ()) {
                uiView.subviews.first?.removeFromSuperview()
            }
        }
        struct Screen: View {
            let box: Box
            @State private var shown = true
            var body: some View {
                VStack {
                    if shown { Kept(box: box) }
                    Button("Hide") { shown = false }
                }
            }
        }
        let box = Box()
        let host = ViewHost(Screen(box: box))
        #expect(box.view?.subviews.count == 1)
        try host.tap(.button("Hide"))
        #expect(box.view?.subviews.isEmpty == true)
    }

    /// `sizeThatFits(_:uiView:context:)` (iOS 16) is asked with the size offered; the tree shows
    /// the answer. The context carries the environment the view sees.
    @Test func theSizeAndEnvironmentReachTheRepresentable() {
        struct Badge: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ uiView: UIView, context: Context) {
                uiView.isHidden = !context.environment.isEnabled
            }
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
                CGSize(width: (proposal.width ?? 0) / 2, height: 20)
            }
        }
        let tree = ViewHost(Badge().frame(width: 100, height: 50)).render()
        #expect(tree.contains("Badge uiView=UIView size=50x20"), "\(tree)")
    }

    struct PhotoPicker: UIViewControllerRepresentable {
        let log: EventLog
        var title: String

        final class Coordinator {}

        func makeCoordinator() -> Coordinator {
            log.record("makeCoordinator")
            return Coordinator()
        }

        func makeUIViewController(context: Context) -> UIViewController {
            log.record("makeUIViewController")
            return UIViewController()
        }

        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
            uiViewController.title = title
            uiViewController.view.backgroundColor = .systemBackground
            log.record("update \(title) loaded \(uiViewController.isViewLoaded)")
        }
    }

    @Test func aViewControllerIsMadeOnceAndUpdatedOnEveryChange() throws {
        struct Screen: View {
            let log: EventLog
            @State private var title = "Photos"
            var body: some View {
                VStack {
                    PhotoPicker(log: log, title: title)
                    Button("Rename") { title = "Albums" }
                }
            }
        }
        let log = EventLog()
        let host = ViewHost(Screen(log: log))
        #expect(host.render().contains("PhotoPicker uiViewController=UIViewController"), "\(host.render())")
        try host.tap(.button("Rename"))
        #expect(
            log.entries == [
                "makeCoordinator", "makeUIViewController", "update Photos loaded true", "update Albums loaded true",
            ])
    }
}
