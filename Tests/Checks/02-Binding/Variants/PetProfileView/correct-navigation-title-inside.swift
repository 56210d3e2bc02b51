// Correct: the title is set with .navigationTitle(_:) on the Form, inside the NavigationView, from
// a helper property.
import DataFlow

/// A profile form for a pet, titled with the pet's name.
struct PetProfileView: View {
    @State private var petName = ""

    private var title: String {
        "About " + petName
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Pet")) {
                    TextField("Pet Name", text: $petName)
                }
            }
            .navigationTitle(title)
        }
    }
}
