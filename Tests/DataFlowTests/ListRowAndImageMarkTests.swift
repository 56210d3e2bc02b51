import DataFlow
import Testing

/// Drawing-only modifiers on list rows and images, recorded as marks, as Apple's pages show them:
/// https://developer.apple.com/documentation/swiftui/view/listrowseparatortint(_:edges:),
/// https://developer.apple.com/documentation/swiftui/view/listrowspacing(_:),
/// https://developer.apple.com/documentation/swiftui/image/interpolation(_:),
/// https://developer.apple.com/documentation/swiftui/image/antialiased(_:).
@MainActor
@Suite struct ListRowAndImageMarkTests {
    struct Garden: View {
        var body: some View {
            List {
                Text("Tulip").listRowSeparatorTint(.red)
                Image("pixel-flower")
                    .interpolation(.none)
                    .antialiased(false)
                    .resizable()
            }
            .listRowSpacing(10)
        }
    }

    @Test func theMarksAreRecordedOnTheRowsAndTheImage() throws {
        let host = ViewHost(Garden())
        let tulip = try host.find(.text("Tulip"))
        #expect(tulip.attribute("listRowSeparatorTint") == "red")
        #expect(try host.find(.kind(.list)).attribute("listRowSpacing") == "10")
        let flower = try host.find(.image("pixel-flower"))
        #expect(flower.attribute("interpolation") == "none")
        #expect(flower.attribute("antialiased") == "false")
        #expect(flower.attribute("resizable") == "true")
    }
}
