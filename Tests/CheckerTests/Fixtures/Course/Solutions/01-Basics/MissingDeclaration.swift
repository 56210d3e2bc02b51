import DataFlow

struct Greeter: View {
    var body: some View { Text("Hello") }
}
