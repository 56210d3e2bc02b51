// Correct: the field gets a Binding(get:set:) written by hand over petName, and self. is written
// out.
import DataFlow

/// A profile form for a pet, titled with the pet's name.
struct PetProfileView: View {
    @State private var petName = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Pet")) {
                    TextField("Pet Name", text: Binding(get: { self.petName }, set: { self.petName = $0 }))
                }
            }
        }
        .navigationBarTitle(Text("About \(self.petName)"), displayMode: .inline)
    }
}
