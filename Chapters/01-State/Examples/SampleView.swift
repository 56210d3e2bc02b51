// Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes), "example code", the SwiftUI way: the same two
// flags as UIKitSampleView.swift, declared as @State and read by `body`. No `didSet`, no
// `updateAppearance()`: the framework re-evaluates `body` whenever a flag changes.
// `.isHidden(_:)` is the seed's own spelling (real SwiftUI would write `.opacity(hidden ? 0 : 1)`).
import DataFlow

/// Seed 001's declarative `SampleView`: a circle and a rectangle, each hidden by its own flag.
struct SampleView: View {
    @State var isHiddenCircle: Bool = false
    @State var isHiddenRect: Bool = false
    var body: some View {
        Circle()
            .isHidden(self.isHiddenCircle)
        Rectangle()
            .isHidden(self.isHiddenRect)
    }
}
