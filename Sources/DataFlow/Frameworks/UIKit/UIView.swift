import Foundation

/// A stand-in for UIKit's `UIView`, as far as a `UIViewRepresentable` makes one and sets it up
/// from SwiftUI's state: its frame, colours, visibility, and a tree of subviews that code adds and
/// removes. It is data: SwiftUI code that creates a view, configures it in `makeUIView(context:)`
/// and changes it in `updateUIView(_:context:)` runs, and a test reads back what it set. What it
/// is not: nothing is drawn or laid out (`frame` is what code set, never computed), there is no
/// layer, no Auto Layout, no responder chain, no window, and UIKit does not place it in a view
/// hierarchy of its own: a represented view's `superview` is nil, so code that walks up to
/// UIKit's hosting views (`uiView.superview?.superview?.backgroundColor = .clear`) changes
/// nothing. UIKit itself does not exist on Linux.
@preconcurrency @MainActor
open class UIView {
    /// The view's rectangle in its superview's coordinates: UIKit's `frame`.
    open var frame: CGRect
    /// The view's background colour: UIKit's `backgroundColor`.
    open var backgroundColor: UIColor?
    /// The colour of the view's tinted content: UIKit's `tintColor`.
    open var tintColor: UIColor?
    /// Whether the view is hidden: UIKit's `isHidden`.
    open var isHidden = false
    /// The view's opacity, from 0 to 1: UIKit's `alpha`.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the view's bounds: UIKit's `clipsToBounds`.
    open var clipsToBounds = false
    /// Whether touches reach the view: UIKit's `isUserInteractionEnabled`.
    open var isUserInteractionEnabled = true
    /// Whether UIKit makes constraints from the view's autoresizing mask: UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`; recorded, as there is no Auto Layout here.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The view that contains this one: UIKit's `superview`.
    public private(set) weak var superview: UIView?
    /// The views this one contains, back to front: UIKit's `subviews`.
    public private(set) var subviews: [UIView] = []

    /// A view with `frame`: UIKit's `init(frame:)`.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view with an empty frame, as UIKit's `init()` makes.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A view decoded from an archive: UIKit's `init?(coder:)`. There are no archives here, so it
    /// makes an empty view; subclasses declare it as UIKit requires.
    public required init?(coder: NSCoder) {
        self.frame = .zero
    }

    /// The view's rectangle in its own coordinates: UIKit's `bounds`, the frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Puts `view` in front of this view's subviews, taking it out of its former superview:
    /// UIKit's `addSubview(_:)`.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview: UIKit's `removeFromSuperview()`.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}
