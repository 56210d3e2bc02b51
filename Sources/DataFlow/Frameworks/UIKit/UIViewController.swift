import Foundation

/// A stand-in for UIKit's `UIViewController`, as far as a `UIViewControllerRepresentable` makes
/// one and sets it up from SwiftUI's state: its title and its root view (a `UIView` stand-in,
/// loaded on first use as UIKit loads it). It is data. What it is not: there is no view
/// lifecycle (`viewDidLoad` and the appearance callbacks are never called), no presentation,
/// navigation or containment, and a represented controller has no parent. UIKit itself does not
/// exist on Linux.
@preconcurrency @MainActor
open class UIViewController {
    /// The controller's title: UIKit's `title`.
    open var title: String?
    private var loadedView: UIView?

    /// A controller whose view is made on first use: UIKit's `init(nibName:bundle:)`. There are
    /// no nibs here: the names are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller without a nib: UIKit's `init()`.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller decoded from an archive: UIKit's `init?(coder:)`. There are no archives here.
    public required init?(coder: NSCoder) {}

    /// The controller's root view, made on first use: UIKit's `view`.
    open var view: UIView! {
        get {
            if loadedView == nil { loadedView = UIView() }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the root view has been made: UIKit's `isViewLoaded`.
    open var isViewLoaded: Bool { loadedView != nil }
}
