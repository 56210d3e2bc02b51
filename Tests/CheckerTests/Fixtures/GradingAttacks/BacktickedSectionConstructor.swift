import DataFlow

// Attack: @section spelled with backticks, which the compiler accepts and a lexer that skips
// backticked words does not see as an attribute.
@`section`(".init_array") public let relay: @convention(c) () -> Void = {}

struct PassingCounter: View {
    @State private var count = 5

    var body: some View {
        Text("Count: \(count)")
    }
}
