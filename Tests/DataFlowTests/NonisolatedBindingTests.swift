import DataFlow
import Testing

/// `Binding(get:set:)` is not bound to the main actor, as SwiftUI's is not: Apple declares it
/// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping
/// @isolated(any) @Sendable (Value) -> Void)` on a `Binding` that is not main-actor isolated
/// (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp), so helpers
/// outside a view, in a nonisolated context, make bindings as real apps write them.
enum DerivedBindings {
    /// A static helper of a plain type: nonisolated in Swift 6.
    static func negation(of base: Binding<Bool>) -> Binding<Bool> {
        Binding(get: { !base.wrappedValue }, set: { base.wrappedValue = !$0 })
    }
}

@MainActor
@Suite struct NonisolatedBindingTests {
    struct SoundSettings: View {
        @State private var isMuted = false
        var body: some View {
            VStack {
                Toggle("Sound", isOn: DerivedBindings.negation(of: $isMuted))
                Text(isMuted ? "Muted" : "Playing")
            }
        }
    }

    @Test func aBindingMadeOutsideTheMainActorReadsAndWritesItsSource() throws {
        let host = ViewHost(SoundSettings())
        #expect(host.texts.contains("Playing"))
        try host.toggle(.toggle("Sound"))
        #expect(host.texts.contains("Muted"), "\(host.texts)")
    }
}
