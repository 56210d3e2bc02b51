import DataFlow
import Testing

/// `TextField` with a prompt and with a label view, as Apple's pages show them:
/// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-3ux5u (the
/// `Form` with "Username" and its `prompt: Text("Required")`) and
/// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:).
@MainActor
@Suite struct TextFieldPromptTests {
    struct SignIn: View {
        @State private var username = ""
        @State private var nickname = ""
        @State private var city = ""
        var body: some View {
            Form {
                TextField("Username", text: $username, prompt: Text("Required"))
                TextField(text: $nickname, prompt: Text("Optional")) {
                    Text("Nickname")
                }
                TextField(text: $city) {
                    Text("City")
                }
                Text("Hello, \(username)")
            }
        }
    }

    @Test func aPromptedOrLabelledFieldIsFoundByWhatItShowsAndTypedInto() throws {
        let host = ViewHost(SignIn())
        try host.type("ada", into: .textField("Required"))
        try host.type("Countess", into: .textField("Optional"))
        try host.type("London", into: .textField("City"))
        #expect(host.texts.contains("Hello, ada"), "\(host.texts)")
        #expect(try host.find(.textField("Optional")).value == "Countess")
        #expect(try host.find(.textField("City")).value == "London")
    }
}
