// Wrong: the field shows petName through .constant(petName), which ignores every keystroke. The
// learner should bind the field with $petName.
import DataFlow

/// A profile form for a pet, titled with the pet's name.
struct PetProfileView: View {
    @State private var petName = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Pet")) {
                    TextField("Pet Name", text: .constant(petName))
                }
            }
        }
        .navigationBarTitle(Text("About \(petName)"), displayMode: .inline)
    }
}
