import CourseDemoKit
import DataFlow
import Foundation
import Testing

/// Chapter 6's stack demo: the transcript shows the store's path after every step, and the
/// screen follows it (the top screen is the pushed detail exactly while the path is not empty).
@MainActor
@Suite("The stack demo (chapter 6)")
struct StackDemoTests {
    @Test(
        "contacts-stack prints the path after the mount and every step: push, the pushed feature's alert, its dismiss, push, back"
    )
    func pathAfterEveryStep() async throws {
        let trace = try await DemoOutputs().output(.trace, of: "contacts-stack")
        let paths = trace.split(separator: "\n").filter { $0.hasPrefix("   path: ") }.map {
            String($0.dropFirst("   path: ".count))
        }
        #expect(paths == ["[]", "[#0 Blob Jr.]", "[#0 Blob Jr.]", "[]", "[#1 Blob]", "[]"], "\(trace)")
    }

    @Test("each step's screen is the detail named on top of the path, or the list when the path is empty")
    func screenFollowsThePath() async throws {
        let run = try await DemoOutputs().run("contacts-stack")
        let titles = run.steps.map { step in
            step.screen.split(separator: "\n").compactMap { line in
                line.range(of: "navigationTitle=").map { String(line[$0.upperBound...]) }
            }.first
        }
        #expect(titles == ["Contacts", "Blob Jr.", nil, "Contacts", "Blob", "Contacts"], "\(run.steps.map(\.screen))")
    }

    @Test("the same demo run twice in one process prints the same stack ids, though the live id counter moved on")
    func stackIDsAreStable() async throws {
        let first = try await DemoOutputs().output(.trace, of: "contacts-stack")
        let second = try await DemoOutputs().output(.trace, of: "contacts-stack")
        #expect(first == second)
    }
}
