import DataFlow
import Testing

/// iOS 13–15 spellings real apps still use, recorded as marks as DataFlow records other inert
/// modifiers:
/// https://developer.apple.com/documentation/swiftui/view/autocapitalization(_:),
/// https://developer.apple.com/documentation/swiftui/view/navigationviewstyle(_:),
/// https://developer.apple.com/documentation/swiftui/stacknavigationviewstyle.
@MainActor
@Suite struct LegacyInputAndNavigationStyleTests {
    struct Login: View {
        @State private var email = ""
        var body: some View {
            NavigationView {
                TextField("Email", text: $email)
                    .autocapitalization(.none)
            }
            .navigationViewStyle(.stack)
        }
    }

    struct Stacked: View {
        var body: some View {
            NavigationView { Text("Sidebar") }
                .navigationViewStyle(StackNavigationViewStyle())
        }
    }

    @Test func theMarksAreRecordedAndTheFieldStillTakesText() throws {
        let host = ViewHost(Login())
        #expect(try host.find(.textField("Email")).attribute("autocapitalization") == "none")
        #expect(try host.find(.kind(.navigationView)).attribute("navigationViewStyle") == "stack")
        try host.type("Ada@Example.com", into: .textField("Email"))
        #expect(try host.find(.textField("Email")).value == "Ada@Example.com")
        #expect(try ViewHost(Stacked()).find(.kind(.navigationView)).attribute("navigationViewStyle") == "stack")
    }
}
