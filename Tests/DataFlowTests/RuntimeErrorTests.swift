import DataFlow
import Foundation
import Testing

/// Misuse that cannot be thrown stops the process with a message in words. Exit tests run each
/// case in a child process and read what it printed.
@MainActor
@Suite("Runtime errors in words")
struct RuntimeErrorTests {
    @Test("Reading @State outside a mounted view says to mount it")
    func readingUnmountedState() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            struct Unmounted: View {
                @State var count = 0
                var body: some View { Text("\(count)") }
            }
            _ = await Unmounted().count
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("a @State Int was read outside a mounted view"))
        #expect(message.contains("ViewHost("))
    }

    @Test("Writing state while a body is evaluated names the state and the view")
    func writingStateDuringBody() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            struct Restless: View {
                @State private var renders = 0
                var body: some View {
                    renders += 1
                    return Text("rendered")
                }
            }
            _ = await ViewHost(Restless())
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Restless.renders (@State) was written while Restless.body was being evaluated"))
    }

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
