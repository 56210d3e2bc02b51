import DataFlow
import Testing

/// `TextField` with a prompt and with a label view, as Apple's pages declare them:
/// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:),
/// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:),
/// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:) and
/// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:axis:label:).
@MainActor
@Suite struct TextFieldPromptTests {
    struct SignIn: View {
        @State private var username = ""
        @State private var nickname = ""
        @State private var city = ""
        @State private var bio = ""
        @State private var notes = ""
        var body: some View {
            Form {
                TextField("Username", text: $username, prompt: Text("Required"))
                TextField(text: $nickname, prompt: Text("Optional")) {
                    Text("Nickname")
                }
                TextField(text: $city) {
                    Text("City")
                }
                TextField("Bio", text: $bio, prompt: Text("About you"), axis: .vertical)
                TextField(text: $notes, axis: .vertical) {
                    Text("Notes")
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
        try host.type("Mathematician", into: .textField("About you"))
        #expect(try host.find(.textField("About you")).value == "Mathematician")
        try host.type("Engines", into: .textField("Notes"))
        #expect(try host.find(.textField("Notes")).value == "Engines")
    }
}
