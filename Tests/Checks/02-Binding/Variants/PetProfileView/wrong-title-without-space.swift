// Wrong: the title is "About\(petName)", with no space, so it reads "AboutMochi". The learner
// should match the wording exactly: "About Mochi".
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
        }
        .navigationBarTitle(Text("About\(petName)"), displayMode: .inline)
    }
}
