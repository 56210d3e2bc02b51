// STAND-INS. UIKit does not exist on Linux. Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes)
// contrasts SwiftUI with UIKit code, so these few plain-Swift classes stand in for the UIKit types
// that code uses, with only the members it touches. They draw nothing: they only hold properties,
// which is all the comparison needs.

/// Seed 001's "before SwiftUI" code, and the stand-ins it runs on. Nothing in here is SwiftUI:
/// every view is an object, and every change is pushed to it by hand.
enum UIKitStyle {}

extension UIKitStyle {
    /// STAND-IN for UIKit's `CGRect`: only `.zero`, for `init(frame: .zero)`.
    struct CGRect: Equatable, Sendable {
        static let zero = CGRect()
    }

    /// STAND-IN for UIKit's `UIView`: an object that is shown or hidden. Like UIKit's, it belongs
    /// to the main actor.
    @MainActor
    class UIView {
        var isHidden = false

        init(frame: CGRect) {}
    }

    /// STAND-IN for a video screen's top menu, which shows whether the video is playing.
    final class VideoTopMenuView: UIView {
        var isPlaying = false
    }

    /// STAND-IN for a video screen's play/pause control, which shows whether the video is playing.
    final class VideoPlayControlView: UIView {
        var isPlaying = false
    }
}
