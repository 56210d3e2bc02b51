import DataFlow
import Foundation
import Testing

/// The SwiftUI API real apps use once or twice each (issue 27), as Apple documents it, shown in
/// the text tree: inert modifiers as marks, environment values read by views, and the controls
/// and containers that act.
@MainActor
@Suite struct LongTailAPITests {
    @Test func inertModifiersAreRecordedAsMarks() throws {
        let host = ViewHost(
            VStack {
                Text("Clipped").clipShape(.capsule).clipped().blendMode(.multiply)
                Text("Card").background(.ultraThinMaterial, in: .rect(cornerRadius: 8))
                Text("Plain").background()
                Text("Shaped").background(in: .circle)
                Text("42").contentTransition(.numericText()).monospacedDigit()
                Text("Wide").containerRelativeFrame(.horizontal) { length, _ in length * 0.5 }
                ScrollView { Text("Scroll") }.scrollBounceBehavior(.basedOnSize)
                Text("Dark").preferredColorScheme(.dark)
                Image(decorative: "flourish")
                Rectangle().fill(
                    RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50))
                Circle().fill(Color.red.gradient)
                Text("Any").foregroundStyle(AnyShapeStyle(.tint))
            })
        let clipped = try host.find(.text("Clipped"))
        #expect(clipped.attribute("clipShape") == "Capsule")
        #expect(clipped.attribute("clipped") == "true")
        #expect(clipped.attribute("blendMode") == "multiply")
        #expect(
            try host.find(.text("Card")).attribute("background")
                == "ultraThinMaterial in RoundedRectangle(cornerRadius: 8)")
        #expect(try host.find(.text("Plain")).attribute("background") == "background")
        #expect(try host.find(.text("Shaped")).attribute("background") == "background in Circle")
        #expect(try host.find(.text("42")).attribute("contentTransition") == "numericText")
        #expect(try host.find(.text("Wide")).attribute("containerRelativeFrame") == "horizontal:195")
        #expect(try host.find(.text("Dark")).attribute("preferredColorScheme") == "dark")
        #expect(try host.find(.image("flourish")).attribute("accessibilityHidden") == "true")
        #expect(try host.find(.kind(.rectangle)).attribute("fill") == "RadialGradient(white, blue)")
        #expect(try host.find(.kind(.circle)).attribute("fill") == "gradient(red)")
        #expect(try host.find(.text("Any")).attribute("foregroundColor") == "tint")
    }

    struct Reader: View {
        @Environment(\.dynamicTypeSize) private var typeSize
        @Environment(\.horizontalSizeClass) private var sizeClass
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
        @Environment(\.colorScheme) private var colorScheme
        @ScaledMetric private var iconSize = 17.0
        var body: some View {
            Text(
                "\(typeSize) \(sizeClass == .compact ? "compact" : "regular") \(voiceOver) \(withoutColor) \(colorScheme)"
            )
            Text("icon \(Int(iconSize))")
        }
    }

    @Test func environmentValuesHaveSwiftUIsDefaultsAndCanBeSet() {
        let plain = ViewHost(Reader())
        #expect(plain.contains(.text("large compact false false light")))
        #expect(plain.contains(.text("icon 17")))
        let set = ViewHost(
            Reader()
                .dynamicTypeSize(.accessibility1)
                .environment(\.horizontalSizeClass, .regular)
                .environment(\.accessibilityVoiceOverEnabled, true)
                .environment(\.accessibilityDifferentiateWithoutColor, true)
                .preferredColorScheme(.dark))
        #expect(set.contains(.text("accessibility1 regular true true dark")))
        #expect(set.contains(.text("icon 28")))
    }

    struct Inbox: View {
        @State private var selection = "received"
        var body: some View {
            TabView(selection: $selection) {
                Tab("Received", systemImage: "tray", value: "received") { Text("Received mail") }
                Tab("Sent", systemImage: "paperplane", value: "sent") { Text("Sent mail") }
            }
        }
    }

    @Test func iOS18TabsAreTabsOfTheTabView() throws {
        let host = ViewHost(Inbox())
        #expect(host.contains(.text("Received mail")))
        try host.selectTab("Sent")
        #expect(host.contains(.text("Sent mail")))
        #expect(!host.contains(.text("Received mail")))
    }

    enum Scope: Hashable { case all, unread }

    struct SearchingList: View {
        @State private var query = ""
        @State private var scope = Scope.all
        var body: some View {
            NavigationStack {
                Results(scope: scope)
                    .searchable(text: $query)
                    .searchScopes($scope) {
                        Text("All").tag(Scope.all)
                        Text("Unread").tag(Scope.unread)
                    }
            }
        }
    }

    struct Results: View {
        let scope: Scope
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            Text(isSearching ? "Searching \(scope)" : "Browsing \(scope)")
            Button("Cancel search") { dismissSearch() }
        }
    }

    @Test func searchScopesIsSearchingAndDismissSearch() throws {
        let host = ViewHost(SearchingList())
        #expect(host.contains(.text("Browsing all")))
        try host.type("milk", into: .searchField())
        #expect(host.contains(.text("Searching all")))
        try host.pick("Unread", in: .picker("Search scope"))
        #expect(host.contains(.text("Searching unread")))
        try host.tap(.button("Cancel search"))
        #expect(host.contains(.text("Browsing unread")))
        #expect(try host.find(.searchField()).value == "")
    }

    struct OldNavigation: View {
        @State private var showsDetail = false
        @State private var selection: Int?
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Detail", destination: Text("Detail screen"), isActive: $showsDetail)
                    NavigationLink(destination: Text("Item 2"), tag: 2, selection: $selection) { Text("Second") }
                    Text(showsDetail ? "active" : "inactive")
                    Button("Open second") { selection = 2 }
                }
            }
        }
    }

    @Test func deprecatedIsActiveAndTagSelectionLinksPushWhileTheirBindingSaysSo() throws {
        let host = ViewHost(OldNavigation())
        try host.tap(.link("Detail"))
        #expect(host.contains(.text("Detail screen")))
        try host.goBack()
        #expect(host.contains(.text("inactive")))
        try host.tap(.button("Open second"))
        #expect(host.contains(.text("Item 2")))
    }

    struct AgeForm: View {
        @State private var age: Int?
        var body: some View {
            Form {
                TextField("Age", value: $age, format: .number)
                Text(age.map { "Age \($0)" } ?? "No age")
                Picker("Colour", selection: .constant(1)) { Text("Red").tag(1) }.pickerStyle(.navigationLink)
            }
        }
    }

    @Test func anOptionalValueFieldWritesNilWhenEmptied() throws {
        let host = ViewHost(AgeForm())
        try host.type("42", into: .textField("Age"))
        #expect(host.contains(.text("Age 42")))
        try host.clearText(in: .textField("Age"))
        #expect(host.contains(.text("No age")))
        #expect(try host.find(.picker("Colour")).attribute("pickerStyle") == "navigationLink")
    }

    @Test func aCanvasRecordsWhatItDraws() throws {
        let host = ViewHost(
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
                context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: 5))
            }
            .frame(width: 100, height: 50))
        #expect(
            try host.find(.kind(ElementKind("Canvas"))).attribute("drawing")
                == "fill(ellipse(0,0 10x10), blue); draw(\"Hi\" at 50,5)")
    }

    @Test func asyncImageShowsItsPlaceholderHeadlessly() throws {
        let host = ViewHost(
            AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                image.resizable()
            } placeholder: {
                Text("Loading image")
            })
        #expect(try host.find(.kind(ElementKind("AsyncImage"))).label == "https://example.com/a.png")
        #expect(host.contains(.text("Loading image")))
    }

    @Test func attributedStringsShowTheirTextAndLinks() throws {
        var string = AttributedString("Visit ")
        var link = AttributedString("Apple")
        link.link = URL(string: "https://apple.com")
        string.append(link)
        let host = ViewHost(Text(string))
        #expect(
            try host.find(.text("Visit Apple")).attribute("runs") == #"["Visit "] + ["Apple" link=https://apple.com]"#)
    }

    @Test func valueTypesDoTheirArithmetic() {
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect(-Angle.degrees(45) * 2 == .degrees(-90))
        #expect(Angle.degrees(10) < .degrees(20))
        var pair = AnimatablePair(1.0, 2.0)
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(2.0, 4.0))
        #expect(Color(hue: 0.5, saturation: 1, brightness: 0.8).name == "hsb(0.5, 1, 0.8)")
        #expect(Animation.snappy(duration: 0.3).description == "snappy(duration: 0.3, extraBounce: 0.0)")
        #expect(Animation.bouncy == .bouncy(duration: 0.5))
        let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            .applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
        #expect(moved == Path(CGRect(x: 5, y: 5, width: 20, height: 20)))
        let renderer = ImageRenderer(content: Text("Chart"))
        renderer.scale = 2
        #expect(renderer.scale == 2)
    }

    struct Person: Identifiable {
        let id: Int
        let name: String
        let age: Int
    }

    struct People: View {
        @State private var people = [Person(id: 1, name: "Bo", age: 40), Person(id: 2, name: "Al", age: 30)]
        @State private var sortOrder = [KeyPathComparator(\Person.name)]
        @State private var selection: Person.ID?
        var body: some View {
            VStack {
                Table(people, selection: $selection, sortOrder: $sortOrder) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Age", value: \.age) { Text("\($0.age)") }
                }
                .onChange(of: sortOrder) { _, order in people.sort(using: order) }
                Button("Sort") { sortOrder = [KeyPathComparator(\Person.name)] + [] }
            }
            .task { people.sort(using: sortOrder) }
        }
    }

    @Test func aSortableTableShowsRowsInTheOrderTheAppSortsThem() async throws {
        let host = ViewHost(People())
        await host.runTasks()
        #expect(
            host.findAll(.kind(.tableRow)).map { $0.allElements.compactMap(\.label).joined(separator: " ") } == [
                "Al 30", "Bo 40",
            ])
    }

    @Test func monospacedTextStillJoinsWithPlus() throws {
        let host = ViewHost(Text("Code: ") + Text("x1").monospaced())
        #expect(try host.find(.text("Code: x1")).attribute("runs") == #"["Code: "] + ["x1" monospaced=true]"#)
    }
}
