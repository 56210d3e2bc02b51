import Foundation

/// A stand-in for SwiftUI's `UIHostingController`, the UIKit view controller that shows a SwiftUI
/// view, as code makes one to hand a SwiftUI view to UIKit (a representable's controller, a
/// window's root). It keeps its `rootView` as data. What it is not: the root view is not mounted
/// or rendered (a test renders a view with `ViewHost`), and there is no view controller lifecycle
/// (see `UIViewController`). UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller shows: SwiftUI's `rootView`.
    public var rootView: Content

    /// A controller that shows `rootView`: SwiftUI's `init(rootView:)`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller decoded from an archive, showing `rootView`: SwiftUI's `init?(coder:rootView:)`.
    public init?(coder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// SwiftUI's `init?(coder:)`: without a root view there is nothing to show, so it gives nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
