// Wrong: the field is bound to a second @State, so typing fills the field but the title, which
// reads petName, never changes. The learner should bind the field and the title to the same state.
import DataFlow

/// A profile form for a pet, titled with the pet's name.
struct PetProfileView: View {
    @State private var petName = ""
    @State private var typedName = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Pet")) {
                    TextField("Pet Name", text: $typedName)
                }
            }
        }
        .navigationBarTitle(Text("About \(petName)"), displayMode: .inline)
    }
}
