import Foundation
import Testing

@testable import CheckerKit

/// Where a check's time goes, written as one JSON line per check (issue 26, item 2).
@Suite struct CheckPhasesTests {
    @Test("Each phase is the time since the previous mark; a check's line is appended whole, in order")
    func linesAppended() throws {
        let folder = TestSupport.scratch("check-phases")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "phases.jsonl").path
        let phases = CheckPhases()
        phases.mark("compile the learner's file")
        usleep(20_000)
        phases.mark("run the checks in the sandbox")
        #expect(phases.recorded.map(\.name) == ["compile the learner's file", "run the checks in the sandbox"])
        #expect(phases.recorded[1].seconds >= 0.02)
        phases.write(id: "state-toggle", file: "A.swift", status: .passed, to: file)
        CheckPhases().write(id: "state-counter", file: "B.swift", status: .failed, to: file)
        CheckPhases().write(id: "never", file: "C.swift", status: .failed, to: nil)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(
            JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["id"] as? String == "state-toggle" && first["status"] as? String == "passed")
        let names = (first["phases"] as? [[Any]])?.compactMap { $0.first as? String }
        #expect(names?.count == 3 && names?.first == "compile the learner's file", "\(names ?? [])")
    }
}
