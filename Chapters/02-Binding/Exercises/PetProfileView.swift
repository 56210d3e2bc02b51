// Exercise binding-live-title: A title that follows the text field
//
// Task: `PetProfileView` is a form for a pet's name, built like Kodeco's UserView. Its text
// field is bound to `.constant("")`, so typing changes nothing, and its title is a fixed
// "About". Bind the field to `petName`, and make the navigation title "About \(petName)".
//
// Done when: typing a name updates the title with every character ("About R", "About Re", ...),
// the field shows what was typed, clearing the field clears the name in the title, and the
// trace shows one PetProfileView.petName change per character.
//
// From: Kodeco's tutorial ("Understanding Data Flow in SwiftUI"), UserView's TextField("User Name",
// text: $userName) and its "\(userName) Info" title; see Chapters/02-Binding/Examples/UserView.swift.
//
// Run: swift run checker check binding-live-title
import DataFlow

/// A profile form for a pet, titled with the pet's name.
struct PetProfileView: View {
    @State private var petName = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Pet")) {
                    // TODO: bind the field to petName.
                    TextField("Pet Name", text: .constant(""))
                }
            }
            // TODO: the title should be "About " followed by the pet's name.
            .navigationBarTitle(Text("About"), displayMode: .inline)
        }
    }
}
