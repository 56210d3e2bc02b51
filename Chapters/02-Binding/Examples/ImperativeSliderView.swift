// Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes), "UISlider in UIKit": before SwiftUI, the
// view kept `sliderValue` and the slider's own value in sync by hand with `didSet`. The seed calls
// this class SampleView; it is renamed so the SwiftUI version can keep that name. UIView and
// UISlider are the plain-Swift stand-ins in UIKitStandIns.swift.
import Foundation

/// The imperative slider screen: two copies of one number, synchronised by a `didSet`.
class ImperativeSliderView: UIView {
    var sliderValue: Float = 0 {
        // We often had to write code like this to keep the UI in sync.
        didSet {
            self.slider.value = self.sliderValue
        }
    }

    // `let` rather than the seed's `private let`, so a test can look at the slider's copy.
    let slider = UISlider(frame: .zero)
}
