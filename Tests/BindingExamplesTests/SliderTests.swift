@testable import BindingExamples
import DataFlow
import Testing

/// Seed 001 on the slider: UIKit's hand-written `didSet` sync against SwiftUI's `$sliderValue`.
@MainActor
@Suite("Slider: didSet by hand versus a binding (seed 001)")
struct SliderTests {
    @Test("UIKit: the view keeps two copies, and didSet copies sliderValue into the slider by hand")
    func didSetSyncsByHand() {
        let view = ImperativeSliderView(frame: .zero)
        view.sliderValue = 0.75
        #expect(view.slider.value == 0.75)
    }

    @Test("UIKit: the copies are separate, so moving the slider leaves sliderValue behind")
    func theCopiesAreSeparate() {
        let view = ImperativeSliderView(frame: .zero)
        view.slider.value = 0.3  // what a drag does to the UISlider
        #expect(view.sliderValue == 0, "nothing copies the slider's value back; that would be more code to write")
    }

    @Test("SwiftUI: sliding writes sliderValue through the binding, one source of truth")
    func slidingWritesTheState() throws {
        let host = ViewHost(SliderSampleView())
        try host.slide(to: 0.25)

        #expect(host.lastUpdate?.changes.map(\.description) == ["SliderSampleView.sliderValue (@State): 0.0 → 0.25"])
        #expect(try host.find(.slider()).value == "0.25")
    }
}
