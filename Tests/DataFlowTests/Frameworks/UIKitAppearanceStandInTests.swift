import DataFlow
import Foundation
import Testing

/// UIKit's appearance proxies as SwiftUI code styles SwiftUI's bars with them ("To customize the
/// appearance of all instances of a class, use appearance() to get the appearance proxy for the
/// class", developer.apple.com/documentation/uikit/uiappearance): `UITabBar.appearance().isHidden`
/// (nine files of the apps measured in round ten), `UINavigationBarAppearance` with
/// `configureWithOpaqueBackground()` and title attributes, `UIFont`, UIKit's
/// `NSAttributedString.Key`s, `UISegmentedControl`, `UIScrollView`, `UIPageControl`, and
/// `UIHostingController(rootView:)`. The proxy keeps what code set; nothing draws it. On today's
/// main none of these types exists, so this does not compile.
@MainActor
@Suite struct UIKitAppearanceStandInTests {
    @Test func theProxyIsOnePerClassAndKeepsWhatCodeSet() {
        UITabBar.appearance().isHidden = true
        UIScrollView.appearance().bounces = false
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemBlue
        #expect(UITabBar.appearance() === UITabBar.appearance())
        #expect(UITabBar.appearance().isHidden)
        #expect(!UIScrollView.appearance().bounces)
        #expect(UITableView.appearance().bounces, "each class has its own proxy")
        #expect(UIPageControl.appearance().currentPageIndicatorTintColor == .systemBlue)
        UITabBar.appearance().isHidden = false
        UIScrollView.appearance().bounces = true
    }

    @Test func aNavigationBarAppearanceIsData() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(named: "Brand")
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34, weight: .bold)]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        let stored = UINavigationBar.appearance().standardAppearance
        #expect(stored.backgroundConfiguration == "opaque")
        #expect(stored.backgroundColor == UIColor(named: "Brand"))
        #expect(stored.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect((stored.largeTitleTextAttributes[.font] as? UIFont)?.pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")

        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        let selected = UISegmentedControl.appearance().titleTextAttributes(for: .selected)
        #expect(selected?[.foregroundColor] as? UIColor == .white)
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .normal) == nil)
    }

    @Test func aHostingControllerKeepsItsRootView() {
        let controller = UIHostingController(rootView: Text("Hello"))
        #expect(ViewHost(controller.rootView).texts == ["Hello"])
        controller.rootView = Text("Bye")
        #expect(ViewHost(controller.rootView).texts == ["Bye"])
    }
}
