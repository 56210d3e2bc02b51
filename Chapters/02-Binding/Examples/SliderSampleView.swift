// Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes), "Slider in SwiftUI": the declarative
// version of ImperativeSliderView. The seed calls it SampleView. Copied with only the import
// changed.
import DataFlow

/// One source of truth, `sliderValue`, and a slider bound to it: no code keeps them in sync.
struct SliderSampleView: View {
    // When this value changes, the UI updates by itself.
    @State var sliderValue: Float = 0
    var body: some View {
        Slider(value: $sliderValue)
    }
}
