// Seed 001 (WWDC19 "Data Flow Through SwiftUI" study notes): the views copied with only the
// import changed.
import DataFlow

/// Seed 001: the extracted button that keeps its own copy of `isPlaying`, the "problem" version
/// with a second source of truth.
struct PlayButtonWithOwnState: View {
    @State private var isPlaying: Bool = false
    var body: some View {
        Button(action: {
            self.isPlaying.toggle()
        }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}

/// Seed 001's SwiftUI `SampleView` with two flags and the seed's `.isHidden(_:)` spelling.
struct HiddenShapesSampleView: View {
    @State var isHiddenCircle: Bool = false
    @State var isHiddenRect: Bool = false
    var body: some View {
        Circle()
            .isHidden(self.isHiddenCircle)
        Rectangle()
            .isHidden(self.isHiddenRect)
    }
}

/// Seed 001's SwiftUI `Slider` sample.
struct SliderSampleView: View {
    // 이 값이 변경되면 자동으로 UI도 갱신된다
    @State var sliderValue: Float = 0
    var body: some View {
        Slider(value: $sliderValue)
    }
}
