import DataFlow
import Testing

/// What seed 002 says about `@Binding`, stated one claim at a time.
@MainActor
@Suite("@Binding (seed 002)")
struct BindingTests {
    struct Grandparent: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Text(isOn ? "on" : "off")
                ParentPassingBinding(isOn: $isOn)
            }
        }
    }

    struct ParentPassingBinding: View {
        @Binding var isOn: Bool
        var body: some View { ChildPassingBinding(isOn: $isOn) }
    }

    struct ChildPassingBinding: View {
        @Binding var isOn: Bool
        var body: some View { Toggle("Power", isOn: $isOn) }
    }

    @Test("A binding has no storage of its own: writing through it changes the owner's state")
    func bindingWritesOwnerState() throws {
        let host = ViewHost(PlayerView(episode: Episode(title: "t", showTitle: "s")))
        try host.tap(.button("play.circle"))
        #expect(host.lastUpdate?.changes.map(\.source) == ["PlayerView.isPlaying"])
    }

    @Test("$ on a binding passes it on: a chain through three views reaches the same storage")
    func bindingChains() throws {
        let host = ViewHost(Grandparent())
        try host.toggle(.toggle("Power"))
        #expect(host.texts.first == "on")
        #expect(host.lastUpdate?.changes.map(\.source) == ["Grandparent.isOn"])
    }

    @Test("Views that only pass a binding on are not re-evaluated when the value changes")
    func intermediatesAreNotReEvaluated() throws {
        let host = ViewHost(Grandparent())
        try host.toggle(.toggle("Power"))
        // Grandparent reads isOn in its body; the views in between only pass $isOn on, and the
        // Toggle updates itself, so no other body runs.
        #expect(host.lastUpdate?.evaluatedBodies == ["Grandparent"])
    }

    @Test("Binding(get:set:) is just a getter and a setter")
    func bindingFromClosures() {
        var stored = 3
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 8
        #expect(stored == 8)
        #expect(binding.wrappedValue == 8)
    }

    @Test("A member binding reads and writes one member of the bound value")
    func memberBinding() {
        var episode = Episode(title: "t", showTitle: "s")
        let whole = Binding(get: { episode }, set: { episode = $0 })
        let isFavorite = whole.isFavorite
        isFavorite.wrappedValue = true
        #expect(episode.isFavorite)
        #expect(whole.title.wrappedValue == "t")
    }

    @Test(".constant ignores writes")
    func constantIgnoresWrites() {
        let binding = Binding.constant("Action")
        binding.wrappedValue = "Drama"
        #expect(binding.wrappedValue == "Action")
    }

    @Test("Binding(optional) is nil when the value is nil, and writes through when it is not")
    func optionalBinding() {
        var name: String? = nil
        let base = Binding(get: { name }, set: { name = $0 })
        #expect(Binding(base) == nil)
        name = "Ann"
        let unwrapped = Binding(base)
        unwrapped?.wrappedValue = "Bo"
        #expect(name == "Bo")
    }
}
