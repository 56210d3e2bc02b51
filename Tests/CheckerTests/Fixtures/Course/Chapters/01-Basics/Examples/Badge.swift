import DataFlow

/// An example the exercises share a module with.
struct Badge: View {
    let label: String

    var body: some View {
        Text("[\(label)]")
    }
}

#Preview("Badge") {
    Badge(label: "new")
}
