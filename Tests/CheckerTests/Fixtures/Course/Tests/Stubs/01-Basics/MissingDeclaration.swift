import DataFlow

// The learner renamed the view the checks use.
struct Greeting: View {
    var body: some View { Text("Hello") }
}
