// Exercise binding-clamped: A binding that keeps the volume in range
//
// Task: `LevelStepper` is a finished, reusable stepper: "-" and "+" buttons around a number it is
// bound to. It knows nothing about limits, and should stay that way. `VolumeControl` owns a
// volume that must stay within 0...10. Write `clampedVolume`, a binding built by hand with
// `Binding(get:set:)`: it reads `volume`, and writes the new value clamped to 0...10. The stub
// returns `.constant(volume)`, which ignores every write.
//
// Done when: "+" and "-" change the volume one step at a time; it stops at 10 and at 0 however
// many times they are tapped; and no update in the trace ever stores a volume outside 0...10.
//
// From: Apple's article ("Managing user interface state": a binding is a two-way connection, a
// getter and a setter, with no storage of its own) and the WWDC19 session (a reusable control takes a
// binding to data it does not own); see Chapters/02-Binding/Examples/PlayButton.swift.
//
// Run: swift run checker check binding-clamped
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
        // TODO: Binding(get: { ... }, set: { newValue in ... }), clamping newValue to 0...10.
        .constant(volume)
    }

    var body: some View {
        VStack {
            Text("Volume \(volume) of 10")
            LevelStepper(value: clampedVolume)
        }
    }
}
