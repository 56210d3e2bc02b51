import DataFlow
import Testing

/// Where SwiftUI prints a runtime warning and carries on, DataFlow records the same warning in the
/// host and in the update's trace, and carries on the same way.
@MainActor
@Suite("Runtime warnings, as SwiftUI prints them")
struct RuntimeWarningTests {
    struct Unmounted: View {
        @State var count = 0
        var body: some View { Text("\(count)") }
    }

    @Test("Reading @State of a view that is not mounted gives the initial value and warns, as SwiftUI does")
    func readingUnmountedState() {
        let view = Unmounted()
        #expect(view.count == 0)
        view.count = 5
        #expect(view.count == 0, "outside a mounted view a write goes nowhere")
        let host = ViewHost(Text("later"))
        #expect(
            host.warnings.contains {
                $0.message.hasPrefix("Accessing State's value outside of being installed on a View")
            })
    }

    struct Countdown: View {
        @State private var remaining = 10
        init(from start: Int) {
            remaining = start
        }
        var body: some View { Text("\(remaining)") }
    }

    struct FixedCountdown: View {
        @State private var remaining: Int
        init(from start: Int) {
            _remaining = State(initialValue: start)
        }
        var body: some View { Text("\(remaining)") }
    }

    @Test("Assigning an initialised @State in init is ignored, with a warning that shows _x = State(initialValue:)")
    func assigningStateInInit() throws {
        let host = ViewHost(Countdown(from: 3))
        #expect(host.texts == ["10"], "SwiftUI keeps the declared initial value")
        let warning = try #require(host.warnings.first)
        #expect(warning.message.contains("Countdown.remaining was assigned 3 in init"))
        #expect(warning.advice.contains("_remaining = State(initialValue: 3)"))
        #expect(host.updates.first?.description.contains("warning: Countdown.remaining was assigned 3") == true)

        let fixed = ViewHost(FixedCountdown(from: 3))
        #expect(fixed.texts == ["3"])
        #expect(fixed.warnings.isEmpty)
    }

    struct Restless: View {
        @State private var renders = 0
        var body: some View {
            let _ = { renders = 1 }()
            return Text("rendered")
        }
    }

    @Test("Writing state while a body is evaluated warns as SwiftUI does, naming the state and the view")
    func writingStateDuringBody() throws {
        let host = ViewHost(Restless())
        let warning = try #require(host.warnings.first)
        #expect(warning.message == "Modifying state during view update, this will cause undefined behavior.")
        #expect(
            warning.advice.contains("Restless.renders (@State) was written while Restless.body was being evaluated"))
    }
}

/// A `Picker` whose rows' tags do not have the selection's type: SwiftUI never selects such a row
/// and prints that the selection "is invalid and does not have an associated tag".
@MainActor
@Suite("Picker tags and the selection's type")
struct PickerTagWarningTests {
    struct OptionalFlavour: View {
        static let flavours = ["Vanilla", "Mint"]
        @State private var flavour: String? = nil
        var body: some View {
            VStack {
                Picker("Flavour", selection: $flavour) {
                    ForEach(Self.flavours, id: \.self) { Text($0) }
                }
                Text(flavour ?? "none")
            }
        }
    }

    struct TaggedOptionalFlavour: View {
        @State private var flavour: String? = nil
        var body: some View {
            VStack {
                Picker("Flavour", selection: $flavour) {
                    Text("None").tag(String?.none)
                    Text("Mint").tag(Optional("Mint"))
                }
                Text(flavour ?? "none")
            }
        }
    }

    @Test("String tags never select a String? selection: the pick does nothing and SwiftUI's warning is recorded")
    func mismatchedTagTypes() throws {
        let host = ViewHost(OptionalFlavour())
        let warning = try #require(host.warnings.first)
        #expect(
            warning.message
                == "Picker: the selection \"nil\" is invalid and does not have an associated tag, this will give undefined results."
        )
        #expect(warning.advice.contains("tagged with String values but the selection is Optional<String>"))
        try host.pick("Mint", in: .picker("Flavour"))
        #expect(host.contains(.text("none")), "the selection is unchanged")
        #expect(host.lastUpdate?.warnings.isEmpty == false, "the trace shows the warning")
    }

    @Test("Optional tags match an optional selection, with no warning")
    func matchingOptionalTags() throws {
        let host = ViewHost(TaggedOptionalFlavour())
        try host.pick("Mint", in: .picker("Flavour"))
        #expect(host.contains(.text("Mint")))
        #expect(host.warnings.isEmpty)
    }
}

/// `Self._printChanges()` answers "why did this body run?" in SwiftUI's words.
@MainActor
@Suite("Self._printChanges()")
struct PrintChangesTests {
    struct Player: View {
        @State private var isPlaying = false
        var body: some View {
            let _ = Self._printChanges()
            VStack {
                Text(isPlaying ? "Playing" : "Paused")
                Toggle2(isOn: $isPlaying)
            }
        }
    }

    struct Toggle2: View {
        @Binding var isOn: Bool
        var body: some View {
            let _ = Self._printChanges()
            Button(isOn ? "Stop" : "Play") { isOn.toggle() }
        }
    }

    @Test("first evaluation: @self, @identity and the state; a change: the property that changed")
    func printsCauses() throws {
        let host = ViewHost(Player())
        #expect(
            host.printedChanges == [
                "Player: @self, @identity, _isPlaying changed.", "Toggle2: @self, @identity changed.",
            ])
        try host.tap(.button("Play"))
        #expect(host.printedChanges.suffix(2) == ["Player: _isPlaying changed.", "Toggle2: _isOn changed."])
    }
}
