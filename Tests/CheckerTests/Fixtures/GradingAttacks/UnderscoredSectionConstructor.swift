import DataFlow

// Attack: a constructor through the underscored spelling of @section, on a public global (no
// @used needed): the loader runs it when the runner loads the library, before main.
@_section(".init_array") public let relay: @convention(c) () -> Void = {}

struct PassingCounter: View {
    @State private var count = 5

    var body: some View {
        Text("Count: \(count)")
    }
}
