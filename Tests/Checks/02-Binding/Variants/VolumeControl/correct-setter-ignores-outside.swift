// Correct: the setter stores a new value only when it lies in 0...10 and ignores the rest, with
// if, in a trailing-closure style.
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
        Binding {
            volume
        } set: { newValue in
            if (0...10).contains(newValue) {
                volume = newValue
            }
        }
    }

    var body: some View {
        VStack {
            Text("Volume \(volume) of 10")
            LevelStepper(value: clampedVolume)
        }
    }
}
