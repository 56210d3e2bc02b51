import DataFlow
import Testing

/// Custom toggle styles: SwiftUI's `ToggleStyle` with `makeBody(configuration:)`, written as
/// Apple's page shows it (https://developer.apple.com/documentation/swiftui/togglestyle: a
/// checklist style whose button flips `configuration.isOn`), plus `configuration.$isOn` and
/// `Toggle(configuration)` (https://developer.apple.com/documentation/swiftui/toggle/init(_:)-4jxc4).
@MainActor
@Suite struct ToggleStyleTests {
    struct ChecklistToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    configuration.label
                }
            }
        }
    }

    struct TintedToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration)
                .tint(.green)
                .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
        }
    }

    struct Groceries: View {
        @State private var hasMilk = false
        @State private var hasBread = true
        var body: some View {
            VStack {
                Toggle("Milk", isOn: $hasMilk)
                Toggle("Bread", isOn: $hasBread)
                    .toggleStyle(.switch)
                Text(hasMilk ? "Milk in the basket" : "No milk")
            }
            .toggleStyle(ChecklistToggleStyle())
        }
    }

    @Test func aCustomStyleDrawsTheToggleAndItsButtonFlipsTheValue() throws {
        let host = ViewHost(Groceries())
        #expect(host.updates.first?.evaluatedBodies == ["Groceries", "ChecklistToggleStyle", "SwitchToggleStyle"])
        let milk = try host.find(.toggle("Milk"))
        #expect(milk.attribute("toggleStyle") == "ChecklistToggleStyle")
        #expect(host.render().contains("Image \"circle\""), "\(host.render())")
        try host.tap(.button("Milk"))
        #expect(host.texts.contains("Milk in the basket"))
        #expect(host.render().contains("checkmark.circle.fill"), "\(host.render())")
        // The closest style wins: Bread keeps the switch, and is still switched as a toggle.
        #expect(try host.find(.toggle("Bread")).attribute("toggleStyle") == "switch")
        try host.toggle(.toggle("Milk"))
        #expect(host.texts.contains("No milk"))
    }

    @Test func aStyleBuildingOnTheStandardToggleShowsOneToggle() throws {
        struct Setting: View {
            @State var isOn = false
            var body: some View {
                Toggle("Wi-Fi", isOn: $isOn).toggleStyle(TintedToggleStyle())
            }
        }
        let host = ViewHost(Setting())
        #expect(host.findAll(.toggle("Wi-Fi")).count == 1, "\(host.render())")
        try host.toggle(.toggle("Wi-Fi"))
        #expect(try host.find(.toggle("Wi-Fi")).value == "on")
        #expect(try host.find(.toggle("Wi-Fi")).attribute("toggleStyle") == "TintedToggleStyle")
    }
}
