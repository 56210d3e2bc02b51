// STAND-INS, NOT UIKIT. UIKit does not exist on Linux, so these two plain-Swift classes stand in
// for UIView and UISlider just far enough for seed 001's imperative slider example to run. They
// draw nothing; the slider only remembers the value it was given.
import Foundation

/// Stand-in for UIKit's `UIView`: a class with a frame, nothing more.
class UIView {
    let frame: CGRect

    init(frame: CGRect) {
        self.frame = frame
    }
}

/// Stand-in for UIKit's `UISlider`: it keeps its own `value`, a copy that the owning view must
/// update by hand.
final class UISlider: UIView {
    var value: Float = 0
}
