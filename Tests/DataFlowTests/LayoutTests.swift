import DataFlow
import Testing

/// Layout and style modifiers: recorded as marks so the tree shows what the code asked for,
/// flowing down where SwiftUI's environment would carry them.
@MainActor
@Suite("Layout and style")
struct LayoutTests {
    @Test("Every form of padding compiles and is shown as SwiftUI spells it")
    func paddingForms() throws {
        struct Padded: View {
            var body: some View {
                VStack {
                    Text("a").padding()
                    Text("b").padding(8)
                    Text("c").padding(.horizontal)
                    Text("d").padding(.top, 4)
                    Text("e").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    Text("f").padding([.top, .leading], 2.5)
                }
            }
        }
        let host = ViewHost(Padded())
        let values = try ["a", "b", "c", "d", "e", "f"].map { try host.find(.text($0)).attribute("padding") }
        #expect(
            values == ["all", "8", "horizontal", "top 4", "top:1 leading:2 bottom:3 trailing:4", "top+leading 2.5"])
    }

    @Test("frame records fixed and flexible sizes; .infinity shows as infinity")
    func frames() throws {
        struct Framed: View {
            var body: some View {
                VStack {
                    Text("fixed").frame(width: 100, height: 50, alignment: .topLeading)
                    Text("wide").frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
        let host = ViewHost(Framed())
        #expect(try host.find(.text("fixed")).attribute("frame") == "width:100 height:50 alignment:topLeading")
        #expect(try host.find(.text("wide")).attribute("frame") == "maxWidth:infinity alignment:leading")
    }

    @Test("Text modifiers return Text, so styled texts join with + and keep their own styles")
    func textConcatenation() throws {
        struct Price: View {
            var body: some View {
                Text("Total: ").bold() + Text("$4").foregroundColor(.green).italic()
            }
        }
        let text = try ViewHost(Price()).find(.text("Total: $4"))
        #expect(text.attribute("runs") == "[\"Total: \" bold=true] + [\"$4\" foregroundColor=green italic=true]")
    }

    @Test("A Text modifier applied first wins over a later one, as the innermost modifier does in SwiftUI")
    func innermostTextStyleWins() throws {
        let text = try ViewHost(Text("Hi").font(.caption).font(.title)).find(.text("Hi"))
        #expect(text.attribute("font") == "caption")
    }

    @Test("Fonts with size, weight and design, and font weights, are named as SwiftUI spells them")
    func fonts() throws {
        struct Styled: View {
            var body: some View {
                VStack {
                    Text("a").font(.system(size: 20, weight: .bold, design: .rounded))
                    Text("b").font(.title.weight(.semibold))
                    Text("c")
                }
                .fontWeight(.heavy)
            }
        }
        let host = ViewHost(Styled())
        #expect(try host.find(.text("a")).attribute("font") == "system(size: 20, weight: bold, design: rounded)")
        #expect(try host.find(.text("b")).attribute("font") == "title.weight(semibold)")
        #expect(try host.find(.text("c")).attribute("fontWeight") == "heavy")
    }

    @Test("foregroundStyle takes colours and hierarchical styles; tint flows down to controls")
    func styles() throws {
        struct Styled: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Text("a").foregroundStyle(.secondary)
                    Text("b").foregroundStyle(Color.blue)
                    Toggle("c", isOn: $on)
                }
                .tint(.orange)
            }
        }
        let host = ViewHost(Styled())
        #expect(try host.find(.text("a")).attribute("foregroundColor") == "secondary")
        #expect(try host.find(.text("b")).attribute("foregroundColor") == "blue")
        #expect(try host.find(.toggle("c")).attribute("tint") == "orange")
    }

    @Test("background and overlay with views put those views on screen, back to front, and they can be tapped")
    func backgroundAndOverlay() throws {
        struct Badge: View {
            @State private var count = 0
            var body: some View {
                Image(systemName: "bell")
                    .background { Circle().fill(.yellow) }
                    .overlay(alignment: .topTrailing) {
                        Button("\(count)") { count += 1 }
                    }
            }
        }
        let host = ViewHost(Badge())
        #expect(host.shownTree.children.map(\.kind) == [.background, .image, .overlay])
        #expect(try host.find(.kind(.overlay)).attribute("alignment") == "topTrailing")
        #expect(try host.find(.kind(.circle)).attribute("fill") == "yellow")
        try host.tap(.button("0"))
        #expect(host.contains(.button("1")))
    }

    @Test("Shape styles, clip shapes, corner radius and shadow are recorded by name")
    func decoration() throws {
        struct Card: View {
            var body: some View {
                VStack {
                    Text("Card").background(.blue, in: RoundedRectangle(cornerRadius: 12))
                    Image("avatar").clipShape(Circle()).shadow(radius: 7)
                    Text("Old").background(Color.gray).cornerRadius(8)
                    Capsule().stroke(.red, lineWidth: 2)
                }
            }
        }
        let host = ViewHost(Card())
        #expect(try host.find(.text("Card")).attribute("background") == "blue in RoundedRectangle(cornerRadius: 12)")
        #expect(try host.find(.image("avatar")).attribute("clipShape") == "Circle")
        #expect(try host.find(.image("avatar")).attribute("shadow") == "radius:7")
        #expect(try host.find(.text("Old")).attribute("cornerRadius") == "8")
        #expect(try host.find(.text("Old")).attribute("background") == "gray")
        #expect(try host.find(.kind(.capsule)).line == "Capsule stroke=red lineWidth=2")
    }

    @Test("GeometryReader measures the host's size, or the fixed frame around it")
    func geometryReader() throws {
        struct Measured: View {
            var body: some View {
                VStack {
                    GeometryReader { proxy in Text("screen \(Int(proxy.size.width))x\(Int(proxy.size.height))") }
                    GeometryReader { proxy in Text("box \(Int(proxy.size.width))") }.frame(width: 120, height: 40)
                }
            }
        }
        #expect(ViewHost(Measured()).texts == ["screen 390x844", "box 120"])
        let small = ViewHost(Measured(), size: CGSize(width: 320, height: 568))
        #expect(small.texts == ["screen 320x568", "box 120"])
    }

    @Test("textCase transforms the texts shown, not the strings; lineLimit and alignment flow down")
    func textLayout() throws {
        struct Header: View {
            var body: some View {
                VStack {
                    Text("Settings")
                    Text("General")
                }
                .textCase(.uppercase)
                .multilineTextAlignment(.center)
                .lineLimit(2)
            }
        }
        let host = ViewHost(Header())
        #expect(host.texts == ["SETTINGS", "GENERAL"])
        let text = try host.find(.text("GENERAL"))
        #expect(text.attribute("multilineTextAlignment") == "center")
        #expect(text.attribute("lineLimit") == "2")
    }

    @Test("Stacks, lazy stacks, grids and scroll views show the layout they were asked for")
    func containers() throws {
        struct Gallery: View {
            let columns = [GridItem(.flexible()), GridItem(.fixed(80))]
            var body: some View {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) { Text("h") }
                    LazyVGrid(columns: columns) { ForEach(0..<3) { Text("cell \($0)") } }
                    ZStack(alignment: .bottomTrailing) {
                        Color.red; Divider()
                    }
                    VStack(alignment: .leading, spacing: 4) { Spacer(minLength: 20) }
                }
            }
        }
        let host = ViewHost(Gallery())
        #expect(try host.find(.kind(.scrollView)).line == "ScrollView axes=horizontal showsIndicators=false")
        #expect(try host.find(.kind("LazyHStack")).attribute("spacing") == "12")
        #expect(try host.find(.kind("LazyVGrid")).attribute("columns") == "[flexible, fixed(80)]")
        #expect(try host.find(.kind("LazyVGrid")).texts == ["cell 0", "cell 1", "cell 2"])
        #expect(try host.find(.kind("ZStack")).attribute("alignment") == "bottomTrailing")
        #expect(try host.find(.kind("VStack")).line == "VStack alignment=leading spacing=4")
        #expect(try host.find(.kind(.spacer)).attribute("minLength") == "20")
        #expect(host.contains(.kind(.divider)))
    }

    @Test("Control styles and input settings flow down to the controls inside")
    func controlStyles() throws {
        struct Settings: View {
            @State private var name = ""
            var body: some View {
                Form {
                    TextField("Name", text: $name)
                    Button("Save") {}
                }
                .textFieldStyle(.roundedBorder)
                .buttonStyle(.borderedProminent)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardType(.emailAddress)
            }
        }
        let host = ViewHost(Settings())
        let field = try host.find(.textField("Name"))
        #expect(field.attribute("textFieldStyle") == "roundedBorder")
        #expect(field.attribute("textInputAutocapitalization") == "never")
        #expect(field.attribute("autocorrectionDisabled") == "true")
        #expect(field.attribute("keyboardType") == "emailAddress")
        #expect(try host.find(.button("Save")).attribute("buttonStyle") == "borderedProminent")
    }

    @Test("An accessibility label is recorded, and a button is found by it as VoiceOver names it")
    func accessibilityLabel() throws {
        struct Toolbar: View {
            @State private var added = 0
            var body: some View {
                VStack {
                    Button {
                        added += 1
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("Add item")
                    Text("\(added)")
                }
            }
        }
        let host = ViewHost(Toolbar())
        try host.tap(.button("Add item"))
        #expect(host.contains(.text("1")))
        #expect(host.contains(.accessibilityLabel("Add item")))
    }

    @Test("Image modifiers: resizable returns an Image; scaledToFit and aspectRatio are recorded")
    func imageModifiers() throws {
        struct Photo: View {
            var body: some View {
                VStack {
                    Image("photo").resizable().scaledToFit()
                    Image("icon").resizable().aspectRatio(contentMode: .fill)
                }
            }
        }
        let host = ViewHost(Photo())
        #expect(try host.find(.image("photo")).line == "Image \"photo\" resizable=true aspectRatio=fit")
        #expect(try host.find(.image("icon")).attribute("aspectRatio") == "fill")
    }
}

/// Custom button styles: SwiftUI's `ButtonStyle` with `makeBody(configuration:)`.
@MainActor
@Suite("Custom button styles")
struct ButtonStyleTests {
    struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding()
                .background(.blue, in: Capsule())
                .scaleEffect(configuration.isPressed ? 0.9 : 1)
        }
    }

    struct Store: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Buy \(count)") { count += 1 }
                Button("Gift") {}
            }
            .buttonStyle(PillStyle())
        }
    }

    @Test("A ButtonStyle's makeBody draws every button inside, is evaluated like a body, and the button still taps")
    func customStyle() throws {
        let host = ViewHost(Store())
        #expect(host.updates.first?.evaluatedBodies == ["Store", "PillStyle", "PillStyle"])
        let label = try host.find(.text("Buy 0"))
        #expect(label.attribute("background") == "blue in Capsule")
        #expect(label.attribute("scaleEffect") == "1")
        try host.tap(.button("Buy 0"))
        #expect(host.contains(.button("Buy 1")))
        #expect(try host.find(.button("Gift")).attribute("buttonStyle") == "PillStyle")
    }
}
