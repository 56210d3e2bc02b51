// Wrong: the clamp moved into LevelStepper and VolumeControl passes $volume. The volume stays in
// range, but the reusable stepper now enforces one screen's rule. The learner should keep the
// limit in the binding VolumeControl builds.
import DataFlow

/// A reusable stepper bound to an integer. It does not know, or enforce, any range.
struct LevelStepper: View {
    @Binding var value: Int

    var body: some View {
        HStack {
            Button("-") { value = max(value - 1, 0) }
            Text("\(value)")
            Button("+") { value = min(value + 1, 10) }
        }
    }
}

/// The volume of a player, kept within 0...10.
struct VolumeControl: View {
    @State private var volume: Int

    init(volume: Int = 5) {
        _volume = State(initialValue: volume)
    }

    /// A binding to `volume` that never lets it leave 0...10.
    private var clampedVolume: Binding<Int> {
        Binding(
            get: { volume },
            set: { newValue in volume = min(max(newValue, 0), 10) }
        )
    }

    var body: some View {
        VStack {
            Text("Volume \(volume) of 10")
            LevelStepper(value: $volume)
        }
    }
}
