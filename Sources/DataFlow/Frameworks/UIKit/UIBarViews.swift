import Foundation

/// A stand-in for UIKit's `UITabBar`, as far as SwiftUI code styles or hides SwiftUI's tab bar
/// through its appearance proxy (`UITabBar.appearance().isHidden = true` in apps that draw their
/// own). It is data; SwiftUI's tab bar is not a UIKit view here, so nothing reads it (see
/// `UIView.appearance()`). UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's background tint: UIKit's `barTintColor`.
    open var barTintColor: UIColor?
    /// The colour of the tabs not selected: UIKit's `unselectedItemTintColor`.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent: UIKit's `isTranslucent`.
    open var isTranslucent = true
    /// The background image: UIKit's `backgroundImage`.
    open var backgroundImage: UIImage?
    /// The line above the bar: UIKit's `shadowImage`.
    open var shadowImage: UIImage?
}

/// A stand-in for UIKit's `UIPageControl`, as far as SwiftUI code colours the page dots of a
/// page-style `TabView` through its appearance proxy. It is data (see `UIView.appearance()`).
/// UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UIPageControl: UIView {
    /// How many dots: UIKit's `numberOfPages`.
    open var numberOfPages = 0
    /// The dot shown as current: UIKit's `currentPage`.
    open var currentPage = 0
    /// The colour of the other dots: UIKit's `pageIndicatorTintColor`.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current dot: UIKit's `currentPageIndicatorTintColor`.
    open var currentPageIndicatorTintColor: UIColor?
}

/// A stand-in for UIKit's `UIScrollView`, as far as SwiftUI code changes how SwiftUI's scroll
/// views and lists behave through its appearance proxy (`UIScrollView.appearance().bounces = false`).
/// It is data: nothing scrolls here (see `UIView.appearance()`). UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Whether it bounces past its edges: UIKit's `bounces`.
    open var bounces = true
    /// Whether it scrolls: UIKit's `isScrollEnabled`.
    open var isScrollEnabled = true
    /// Whether it stops on page boundaries: UIKit's `isPagingEnabled`.
    open var isPagingEnabled = false
    /// Whether the vertical indicator shows: UIKit's `showsVerticalScrollIndicator`.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows: UIKit's `showsHorizontalScrollIndicator`.
    open var showsHorizontalScrollIndicator = true
    /// Extra space around the content: UIKit's `contentInset`.
    open var contentInset = UIEdgeInsets.zero
    /// How far the content is scrolled: UIKit's `contentOffset`.
    open var contentOffset = CGPoint.zero
}

/// A stand-in for UIKit's `UITableView`, as far as SwiftUI code changes SwiftUI's lists through its
/// appearance proxy (`UITableView.appearance().sectionHeaderTopPadding = 0`). It is data (see
/// `UIView.appearance()`). UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The space above each section header: UIKit's `sectionHeaderTopPadding`.
    open var sectionHeaderTopPadding: CGFloat = 0
    /// The colour of the separators: UIKit's `separatorColor`.
    open var separatorColor: UIColor?
}
