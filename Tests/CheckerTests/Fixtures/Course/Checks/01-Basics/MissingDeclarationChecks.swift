import DataFlow
import Testing

@MainActor @Suite struct MissingDeclarationChecks {
    @Test("The greeter says hello") func saysHello() {
        let host = ViewHost(Greeter())
        #expect(host.contains(.text("Hello")))
    }
}
