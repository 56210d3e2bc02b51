import DataFlow

// Attack: export a C symbol named like Swift Testing's entry point lookup, to replace it.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("+") { Tamper.now() }
            Button("-") { Tamper.now() }
        }
    }
}

enum Tamper {
    static func now() {}
}

@_cdecl("swt_abiv0_getEntryPoint")
func fakeEntryPoint() -> UnsafeRawPointer? { nil }
