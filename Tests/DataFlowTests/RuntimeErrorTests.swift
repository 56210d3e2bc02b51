import DataFlow
import Foundation
import Testing

/// Misuse that cannot be thrown stops the process with a message in words. Exit tests run each
/// case in a child process and read what it printed.
@MainActor
@Suite("Runtime errors in words")
struct RuntimeErrorTests {
    @Test("State that changes on every appearance is stopped as a loop, with the culprit named")
    func updateLoop() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            struct Flicker: View {
                @State private var flag = false
                var body: some View {
                    if flag {
                        Text("on").onAppear { flag = false }
                    } else {
                        Text("off").onAppear { flag = true }
                    }
                }
            }
            _ = await ViewHost(Flicker())
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Flicker.flag"))
        #expect(message.contains("onAppear"))
    }
}
