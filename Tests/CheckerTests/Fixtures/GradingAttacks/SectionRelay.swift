import DataFlow

// Attack: code the loader runs before `main` (to relay the results channel), through an
// attribute Swift 6.3 accepts without a flag.
@section(".init_array") @used
let relay: @convention(c) () -> Void = {}

struct PassingCounter: View {
    @State private var count = 5

    var body: some View {
        Text("Count: \(count)")
    }
}
