import DataFlow
import Testing

/// Label styles: SwiftUI's `LabelStyle` with `makeBody(configuration:)`, and `fixedSize`.
@MainActor
@Suite("Label styles")
struct LabelStyleTests {
    struct BadgeStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                configuration.icon
            }
            .font(.caption)
        }
    }

    struct Stats: View {
        let minutes: Int
        var body: some View {
            VStack {
                Label("\(minutes) min", systemImage: "clock")
                Label("3 people", systemImage: "person.3")
                    .labelStyle(.iconOnly)
            }
            .labelStyle(BadgeStyle())
        }
    }

    @Test("A custom style draws every label inside, the closest style winning, and is evaluated like a body")
    func customStyle() throws {
        let host = ViewHost(Stats(minutes: 5))
        #expect(host.updates.first?.evaluatedBodies == ["Stats", "BadgeStyle", "IconOnlyLabelStyle"])
        let clock = try host.find(.label("5 min"))
        #expect(clock.attribute("labelStyle") == "BadgeStyle")
        // The style put the title before the icon, in a stack it made smaller.
        #expect(try host.find(.text("5 min")).attribute("font") == "caption")
        #expect(host.texts.first == "5 min")
        let people = try host.find(.label("3 people"))
        #expect(people.attribute("labelStyle") == "iconOnly")
        #expect(people.allElements.contains { $0.kind == .image })
        #expect(!people.allElements.contains { $0.kind == .text })
    }

    @Test("titleOnly shows only the title, titleAndIcon both; the label is still found by its title")
    func builtInStyles() throws {
        let host = ViewHost(
            VStack {
                Label("Report", systemImage: "flag").labelStyle(.titleOnly)
                Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon)
            })
        let report = try host.find(.label("Report"))
        #expect(!report.allElements.contains { $0.kind == .image })
        #expect(report.allElements.contains { $0.kind == .text && $0.label == "Report" })
        let share = try host.find(.label("Share"))
        #expect(share.allElements.filter { $0.kind == .image || $0.kind == .text }.count == 2)
    }

    @Test("fixedSize marks the directions it fixes, and none leaves the view unmarked")
    func fixedSize() throws {
        let host = ViewHost(
            VStack {
                Text("Both").fixedSize()
                Text("Tall").fixedSize(horizontal: false, vertical: true)
                Text("Free").fixedSize(horizontal: false, vertical: false)
            })
        #expect(try host.find(.text("Both")).attribute("fixedSize") == "horizontal vertical")
        #expect(try host.find(.text("Tall")).attribute("fixedSize") == "vertical")
        #expect(try host.find(.text("Free")).attribute("fixedSize") == nil)
    }
}
