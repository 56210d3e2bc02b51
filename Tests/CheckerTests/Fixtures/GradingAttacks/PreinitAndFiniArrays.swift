import DataFlow

// Attack: code in the loader's other lists: before any constructor, and after main returns (to
// write records once the checks are done).
@_section(".preinit_array") public let early: @convention(c) () -> Void = {}
@_section(".fini_array") public let late: @convention(c) () -> Void = {}

struct PassingCounter: View {
    @State private var count = 5

    var body: some View {
        Text("Count: \(count)")
    }
}
