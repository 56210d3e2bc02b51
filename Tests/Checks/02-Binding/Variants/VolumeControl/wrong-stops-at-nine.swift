// Wrong: an off-by-one in the upper limit, 0..<10 instead of 0...10, so the volume stops at 9. The
// learner should see the check say it must reach 10.
import DataFlow

/// A reusable stepper bound to an integer. It does not know, or enforce, any range.
struct LevelStepper: View {
    @Binding var value: Int

    var body: some View {
        HStack {
            Button("-") { value -= 1 }
            Text("\(value)")
            Button("+") { value += 1 }
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
            set: { newValue in volume = min(max(newValue, 0), 9) }
        )
    }

    var body: some View {
        VStack {
            Text("Volume \(volume) of 10")
            LevelStepper(value: clampedVolume)
        }
    }
}
