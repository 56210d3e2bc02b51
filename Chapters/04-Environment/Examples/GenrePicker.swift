// Kodeco, "Understanding Data Flow in SwiftUI": the reusable genre picker from chapter 2, bound to
// a genre it does not own.
import DataFlow

struct GenrePicker: View {
    @Binding var genre: String

    var body: some View {
        Picker(selection: $genre, label: Spacer()) {
            ForEach(Movie.possibleGenres, id: \.self) {
                Text($0)
            }
        }
        .pickerStyle(WheelPickerStyle())
    }
}
