import DataFlow
import Testing

/// The seeds' own view code, compiled against DataFlow with only the import changed, behaves as
/// each seed says it does.
@MainActor
@Suite("The seeds' views behave as the seeds say")
struct SeedViewsBehaveAsTheSeedsSay {
    let episode = Episode(title: "Some Episode", showTitle: "Great Show")

    @Test("002: PlayerView shows the episode and toggles play.circle ↔ pause.circle")
    func playerViewToggles() throws {
        let host = ViewHost(PlayerView(episode: episode))
        #expect(host.texts == ["Some Episode", "Great Show"])
        #expect(host.contains(.image("play.circle")))
        try host.tap(.button("play.circle"))
        #expect(host.contains(.image("pause.circle")))
        try host.tap(.button("pause.circle"))
        #expect(host.contains(.image("play.circle")))
    }

    @Test("001: the show title is a caption in gray")
    func showTitleStyle() throws {
        let host = ViewHost(PlayerView(episode: episode))
        let showTitle = try host.find(.text("Great Show"))
        #expect(showTitle.attribute("font") == "caption")
        #expect(showTitle.attribute("foregroundColor") == "gray")
    }

    @Test("002: PlayButton changes the parent's isPlaying through its binding")
    func playButtonWritesThroughBinding() throws {
        let host = ViewHost(PlayerView(episode: episode))
        try host.tap(.button("play.circle"))
        let changes = try #require(host.lastUpdate?.changes)
        #expect(changes.map(\.source) == ["PlayerView.isPlaying"])
        #expect(host.lastUpdate?.evaluatedBodies == ["PlayerView", "PlayButton"])
    }

    @Test("002: the inline PlayerView behaves like the one with PlayButton")
    func inlinePlayerToggles() throws {
        let host = ViewHost(InlinePlayerView(episode: episode))
        try host.tap(.button("play.circle"))
        #expect(host.contains(.image("pause.circle")))
        #expect(host.lastUpdate?.evaluatedBodies == ["InlinePlayerView"])
    }

    @Test("002: Toggle(\"Favorite\", isOn: $episode.isFavorite) changes the episode in Podcaster's state")
    func podcasterTogglesMember() throws {
        let host = ViewHost(Podcaster())
        #expect(try host.find(.toggle("Favorite")).value == "off")
        try host.toggle(.toggle("Favorite"))
        #expect(try host.find(.toggle("Favorite")).value == "on")
        let change = try #require(host.lastUpdate?.changes.first)
        #expect(change.source == "Podcaster.episode")
        #expect(change.newValue.contains("isFavorite: true"))
    }

    @Test("001: Slider(value: $sliderValue) writes the state and shows it")
    func sliderWritesState() throws {
        let host = ViewHost(SliderSampleView())
        #expect(try host.find(.slider()).value == "0.0")
        try host.slide(to: 0.25)
        #expect(try host.find(.slider()).value == "0.25")
        #expect(host.lastUpdate?.changes.first?.description == "SliderSampleView.sliderValue (@State): 0.0 → 0.25")
    }

    @Test("001: SampleView's flags hide the circle and the rectangle independently")
    func sampleViewHidesShapes() throws {
        let shown = ViewHost(HiddenShapesSampleView())
        #expect(try shown.find(.kind("Circle")).isHidden == false)
        #expect(try shown.find(.kind("Rectangle")).isHidden == false)
        let circleHidden = ViewHost(HiddenShapesSampleView(isHiddenCircle: true))
        #expect(try circleHidden.find(.kind("Circle")).isHidden)
        #expect(try circleHidden.find(.kind("Rectangle")).isHidden == false)
    }

    @Test("000: typing in UserView's text field updates the title with every character")
    func userViewTitleFollowsTyping() throws {
        let host = ViewHost(UserView())
        #expect(host.navigationTitle == " Info")
        try host.type("Ray", into: .textField("User Name"))
        #expect(host.navigationTitle == "Ray Info")
        #expect(try host.find(.textField("User Name")).value == "Ray")
        let typing = host.updates.suffix(3)
        #expect(typing.map { $0.changes.first?.newValue } == ["R", "Ra", "Ray"])
        #expect(host.contains(.button("Update")))
    }

    @Test("000: GenrePicker previewed with .constant(\"Action\") shows Action and ignores picks")
    func genrePickerWithConstant() throws {
        let host = ViewHost(GenrePicker_Previews.previews)
        let picker = try host.find(.picker())
        #expect(picker.value == "Action")
        #expect(picker.attribute("pickerStyle") == "wheel")
        #expect(picker.texts == Movie.possibleGenres)
        try host.pick("Comedy")
        #expect(try host.find(.picker()).value == "Action")
    }

    @Test("003: ContentView lists the demos under the title \"State management\"")
    func contentViewLists() throws {
        let host = ViewHost(ContentView())
        #expect(host.navigationTitle == "State management")
        #expect(host.findAll(.kind("NavigationLink")).compactMap(\.label) == ["Counter demo", "Favorite primes"])
    }

    @Test("003: CounterView counts with - and + and asks for the nth prime with an ordinal")
    func counterCounts() throws {
        let host = ViewHost(ContentView())
        try host.follow(.link("Counter demo"))
        #expect(host.navigationTitle == "Counter demo")
        for _ in 1...3 { try host.tap(.button("+")) }
        try host.tap(.button("-"))
        #expect(host.contains(.text("2")))
        #expect(host.contains(.text("What's the 2nd prime?")))
        #expect(try host.find(.text("2")).attribute("font") == "title")
    }

    @Test("003: leaving the counter screen and coming back resets the count to 0")
    func counterResetsAfterNavigation() throws {
        let host = ViewHost(ContentView())
        try host.follow(.link("Counter demo"))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        #expect(host.contains(.text("2")))
        try host.goBack()
        #expect(host.navigationTitle == "State management")
        try host.follow(.link("Counter demo"))
        #expect(host.contains(.text("0")))
        #expect(host.contains(.text("What's the 0th prime?")))
    }
}
