import DataFlow
import Testing

/// The headless host: rendering, finding, acting, and the errors it gives in words.
@MainActor
@Suite("ViewHost")
struct ViewHostTests {
    struct Controls: View {
        @State private var name = ""
        @State private var volume = 0.0
        @State private var isLocked = true
        @State private var showsSheet = false
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                Slider(value: $volume, in: 0...10, step: 2)
                Toggle("Locked", isOn: $isLocked)
                Button("Delete") { name = "" }.disabled(isLocked)
                Button("Secret") {}.hidden()
                Button("Details") { showsSheet = true }
            }
            .sheet(isPresented: $showsSheet) {
                Text("Details for \(name)")
            }
        }
    }

    @Test("render() prints the screen as an indented tree with labels, values and modifiers")
    func renderFormat() {
        let host = ViewHost(PlayerView(episode: Episode(title: "Some Episode", showTitle: "Great Show")))
        #expect(
            host.render() == """
                PlayerView
                  VStack
                    Text "Some Episode"
                    Text "Great Show" font=caption foregroundColor=gray
                    PlayButton
                      Button "play.circle"
                        Image "play.circle"
                """)
    }

    @Test("A missing element is an error that lists what is on screen instead")
    func notFoundListsAlternatives() {
        let host = ViewHost(ContentView())
        do {
            try host.tap(.button("Counter demo"))
            Issue.record("tapping a missing button should throw")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("Could not find a button labelled \"Counter demo\""))
            #expect(message.contains("There are no buttons on screen."))
            #expect(message.contains("NavigationLink \"Counter demo\""))
        }
    }

    @Test("Tapping a disabled button fails and says it is disabled; enabling it makes it work")
    func disabledButton() throws {
        let host = ViewHost(Controls())
        #expect(throws: DataFlowError.self) { try host.tap(.button("Delete")) }
        #expect(try host.find(.button("Delete")).isDisabled)
        try host.toggle(.toggle("Locked"))
        try host.tap(.button("Delete"))
    }

    @Test("Hidden elements are found but cannot be acted on")
    func hiddenButton() throws {
        let host = ViewHost(Controls())
        #expect(try host.find(.button("Secret")).isHidden)
        do {
            try host.tap(.button("Secret"))
            Issue.record("tapping a hidden button should throw")
        } catch {
            #expect(String(describing: error).contains("it is hidden"))
        }
    }

    @Test("Sliding clamps to the range and rounds to the step")
    func sliderClampsAndSteps() throws {
        let host = ViewHost(Controls())
        try host.slide(to: 5.1)
        #expect(try host.find(.slider()).value == "6.0")
        try host.slide(to: 42)
        #expect(try host.find(.slider()).value == "10.0")
    }

    @Test("Typing appends, one update per character; clearing empties the field")
    func typingAndClearing() throws {
        let host = ViewHost(Controls())
        let before = host.updates.count
        try host.type("Ann", into: .textField("Name"))
        #expect(host.updates.count == before + 3)
        try host.type("a", into: .textField("Name"))
        #expect(try host.find(.textField("Name")).value == "Anna")
        try host.clearText(in: .textField("Name"))
        #expect(try host.find(.textField("Name")).value == "")
    }

    @Test("A presented sheet is what is on screen, and dismissing it writes the binding back")
    func sheetPresentsAndDismisses() throws {
        let host = ViewHost(Controls())
        try host.type("Bo", into: .textField("Name"))
        try host.tap(.button("Details"))
        #expect(host.isPresentingSheet)
        #expect(host.texts == ["Details for Bo"])
        #expect(!host.contains(.button("Details")))
        try host.dismissSheet()
        #expect(!host.isPresentingSheet)
        #expect(host.contains(.button("Details")))
    }

    @Test("Picking a row writes its ForEach id to the selection; an unknown row is an error")
    func picking() throws {
        struct Chooser: View {
            @State private var genre = "Action"
            var body: some View {
                VStack {
                    Text("Chosen: \(genre)")
                    GenrePicker(genre: $genre)
                }
            }
        }
        let host = ViewHost(Chooser())
        try host.pick("Drama")
        #expect(host.texts.first == "Chosen: Drama")
        #expect(throws: DataFlowError.self) { try host.pick("Western") }
    }

    @Test("Going back with nothing pushed, or dismissing with no sheet, is an error in words")
    func impossibleNavigation() {
        let host = ViewHost(ContentView())
        #expect(throws: DataFlowError.self) { try host.goBack() }
        #expect(throws: DataFlowError.self) { try host.dismissSheet() }
    }

    @Test("Following a link outside any navigation container says what to do")
    func linkWithoutContainer() {
        struct Orphan: View {
            var body: some View {
                NavigationLink(destination: Text("Far away")) { Text("Go") }
            }
        }
        let host = ViewHost(Orphan())
        do {
            try host.follow(.link("Go"))
            Issue.record("following a link outside a NavigationView should throw")
        } catch {
            #expect(String(describing: error).contains("Wrap the screen in NavigationView"))
        }
    }

    @Test("Each update records its cause, its changes and the bodies it evaluated")
    func traceDescription() throws {
        let host = ViewHost(PlayerView(episode: Episode(title: "t", showTitle: "s")))
        try host.tap(.button("play.circle"))
        #expect(
            host.lastUpdate?.description == """
                update: tap Button "play.circle"
                  changed PlayerView.isPlaying (@State): false → true
                  bodies evaluated: PlayButton
                """)
        #expect(host.updates.first?.cause == "mount")
    }
}
