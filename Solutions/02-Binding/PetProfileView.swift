// Solution to binding-live-title: the field writes petName through `$petName`; the title reads it.
import DataFlow

/// A profile form for a pet, titled with the pet's name.
struct PetProfileView: View {
    @State private var petName = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Pet")) {
                    TextField("Pet Name", text: $petName)
                }
            }
            .navigationBarTitle(Text("About \(petName)"), displayMode: .inline)
        }
    }
}
