// Correct: the binding is built inline in body, with self. and a clamp written as max(0, min(10,
// $0)).
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

    var body: some View {
        VStack {
            Text("Volume \(volume) of 10")
            LevelStepper(value: Binding(get: { self.volume }, set: { self.volume = max(0, min(10, $0)) }))
        }
    }
}
