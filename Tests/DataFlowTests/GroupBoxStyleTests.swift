import DataFlow
import Testing

/// `GroupBoxStyle` and `groupBoxStyle(_:)`, as Apple's pages declare them:
/// https://developer.apple.com/documentation/swiftui/groupboxstyle,
/// https://developer.apple.com/documentation/swiftui/groupboxstyleconfiguration,
/// https://developer.apple.com/documentation/swiftui/groupbox/init(_:) (a style decorating the
/// current one with `GroupBox(configuration)`) and
/// https://developer.apple.com/documentation/swiftui/groupbox/init(label:content:) (the iOS 13 form
/// real apps still use, `GroupBox(label: Text(…)) { … }`).
@MainActor
@Suite struct GroupBoxStyleTests {
    struct CardStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                HStack {
                    configuration.label
                        .font(.headline)
                    Spacer()
                }
                configuration.content
            }
            .padding()
        }
    }

    struct BorderedStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration)
                .border(Color.pink)
        }
    }

    struct Station: View {
        @State private var charge = 0
        var body: some View {
            VStack {
                GroupBox(label: Text("Charging")) {
                    Text("Charge: \(charge)")
                    Button("Charge") { charge += 1 }
                }
                GroupBox("Plain") {
                    Text("inside")
                }
                .groupBoxStyle(.automatic)
            }
            .groupBoxStyle(CardStyle())
        }
    }

    @Test("A custom style draws every group box inside, a built-in style set closer draws the plain box")
    func aCustomStyleDrawsTheBoxes() throws {
        let host = ViewHost(Station())
        #expect(host.updates.first?.evaluatedBodies == ["Station", "CardStyle"])
        let boxes = host.findAll(.kind("GroupBox"))
        #expect(boxes.map { $0.attribute("groupBoxStyle") } == ["CardStyle", "automatic"])
        #expect(try host.find(.text("Charging")).attribute("font") == "headline")
        #expect(try host.find(.text("Plain")).attribute("font") == nil)
        #expect(host.texts == ["Charging", "Charge: 0", "Charge", "Plain", "inside"])
        // What the style draws is live: its content's button still works.
        try host.tap(.button("Charge"))
        #expect(host.texts.contains("Charge: 1"))
    }

    struct Decorated: View {
        var body: some View {
            GroupBox("Today") {
                Text("3 reminders")
            }
            .groupBoxStyle(BorderedStyle())
            .groupBoxStyle(CardStyle())
        }
    }

    @Test("GroupBox(configuration) inside a style draws the box as the style set further out does")
    func aStyleDecoratesTheCurrentOne() throws {
        let host = ViewHost(Decorated())
        #expect(host.updates.first?.evaluatedBodies == ["Decorated", "BorderedStyle", "CardStyle"])
        #expect(try host.find(.text("Today")).attribute("font") == "headline")
        #expect(host.render().contains("border"), "\(host.render())")
        #expect(host.texts == ["Today", "3 reminders"])
    }
}
