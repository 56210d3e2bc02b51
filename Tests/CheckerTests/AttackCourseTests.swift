import CheckerKit
import Foundation
import Testing

/// The attack fixture course: each exercise is a wrong counter plus one way a learner's file
/// might forge a verdict or escape a check. The checker is run as its own process, as a learner
/// runs it, with a private system temporary folder that must be empty afterwards.
private let attackRoot = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/AttackCourse")

/// Processes whose command line holds one of the fixture's marked sleep times.
func markedSleepers() -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { Int($0) != nil }.compactMap { pid in
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
        let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        guard line.contains("297.") else { return nil }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.contains(") Z ") ? nil : "\(pid): \(line)"
    }
}

private struct AttackRun: Sendable {
    let status: Int32
    let report: JSONReport?
    let output: String
    let leftInTemporaryFolder: [String]
}

/// `check --all --format json` over a copy of the attack course (its cache, `.checker`, is then
/// the copy's, not left in the fixture), run once by the `checker` executable.
private let attackRun: AttackRun = {
    let scratch = TestSupport.scratch("attacks")
    let temporary = scratch.appending(path: "tmp")
    try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let course = scratch.appending(path: "course")
    try? FileManager.default.copyItem(at: attackRoot, to: course)
    try? FileManager.default.removeItem(at: course.appending(path: ".checker"))
    let output = scratch.appending(path: "output.json")
    var child = ChildProcess(
        executable: TestSupport.checkerExecutable.path,
        arguments: ["check", "--all", "--format", "json", "--time-limit", "5", "--fresh"], timeLimit: 600)
    child.extraEnvironment = ["TMPDIR": temporary.path]
    child.workingDirectory = course.path
    child.standardOutputPath = output.path
    child.standardErrorPath = scratch.appending(path: "stderr.txt").path
    let finished = child.run()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    let status: Int32 = if case .exited(let code) = finished.outcome { code } else { -1 }
    return AttackRun(
        status: status, report: try? TestSupport.report(text), output: text,
        leftInTemporaryFolder: (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? ["unreadable"])
}()

extension CompilingTests {
    @Suite struct AttackCourse {
        private var entries: [String: JSONReport.Entry] {
            Dictionary(uniqueKeysWithValues: (attackRun.report?.exercises ?? []).map { ($0.id, $0) })
        }

        @Test("Only the honest solution passes; every attack is judged and named in the output")
        func onlyTheSolutionPasses() throws {
            let report = try #require(
                attackRun.report, "The checker printed no report: \(attackRun.output.prefix(2_000))")
            let exercises = try #require(report.exercises)
            #expect(exercises.count == 14)
            #expect(exercises.filter { $0.status == .passed }.map(\.id) == ["solved"])
            #expect(attackRun.status == 1)
            for entry in exercises where entry.id != "solved" {
                #expect(attackRun.output.contains("\"id\" : \"\(entry.id)\""), "\(entry.id) is not named")
                #expect(!entry.summary.isEmpty)
            }
        }

        @Test("Records written without the run's key are detected and named as tampering")
        func forgedRecords() throws {
            let entry = try #require(entries["forged-records"])
            #expect(entry.status == .failed)
            #expect(entry.summary.contains("tampered with or incomplete"))
            #expect(entry.summary.contains("not sent by the checks"))
        }

        @Test("A channel cut off, or a nested run of the runner, leaves checks unreported: never a pass")
        func cutAndNested() throws {
            for id in ["cut-channel", "nested-run"] {
                let entry = try #require(entries[id])
                // The nested runner holds another object at descriptor 3 (Foundation's `Process`
                // closes the channel in the child), which the checker sees from outside (issue 25).
                let swapped = entry.summary.contains("replaced the checker's results channel (descriptor 3)")
                #expect(entry.status == .exitedEarly || (id == "nested-run" && swapped), "\(id): \(entry.summary)")
                #expect(entry.checks.filter { $0.status == .passed }.count <= 1, "\(id)")
            }
        }

        @Test("A top-level ViewHost, ==, != or @Test in the learner's file changes nothing the checks call")
        func shadowingNames() throws {
            // Its own tests need `import Testing`, which an exercise may not import (issue 16).
            let ownTests = try #require(entries["own-tests"])
            #expect(ownTests.status == .compileError)
            #expect(ownTests.compileErrors.first?.message.contains("`import Testing` is not allowed") == true)
            for id in ["shadow-viewhost", "shadow-operator"] {
                let entry = try #require(entries[id])
                #expect(entry.status == .failed, "\(id): \(entry.summary)")
                #expect(
                    entry.failedExpectations.map(\.check) == [
                        "Tapping + adds one", "Tapping - takes one away", "Two taps on + make two",
                    ], "\(id)")
                #expect(!entry.summary.contains("tampered"), "\(id)")
            }
        }

        @Test("An extension member on a type not the learner's, or an exported C symbol, stops the check and is named")
        func rejectedSymbols() throws {
            let shadow = try #require(entries["shadow-extension"])
            #expect(shadow.status == .compileError)
            #expect(shadow.compileErrors.first?.message.contains("in an extension of a type that is not yours") == true)
            #expect(shadow.compileErrors.first?.message.contains("isEmpty") == true)
            let exported = try #require(entries["exported-symbol"])
            #expect(exported.status == .compileError)
            #expect(exported.compileErrors.first?.message.contains("`@_cdecl` is not allowed") == true)
            #expect(exported.compileErrors.first?.excerpt?.contains("swt_abiv0_getEntryPoint") == true)
        }

        @Test("An error in a file whose #sourceLocation names the course's check file is still the learner's")
        func sourceLocation() throws {
            let entry = try #require(entries["source-location"])
            #expect(entry.status == .compileError)
            #expect(entry.summary.hasPrefix("Your exercise does not compile"))
            #expect(!entry.summary.contains("not because of your file"))
        }

        @Test("Memory and file size are limited per run, and the crash says which limit")
        func limits() throws {
            let memory = try #require(entries["memory-hog"])
            #expect(memory.status == .crashed)
            #expect(memory.advice?.contains("more memory than a check may") == true)
            let file = try #require(entries["big-file"])
            #expect(file.status == .crashed)
            #expect(file.advice?.contains("file larger than a check allows") == true)
        }

        @Test("Endless output is capped, and the result says how much was dropped")
        func outputFlood() throws {
            let entry = try #require(entries["output-flood"])
            #expect(entry.status == .timedOut)
            let note = try #require(entry.notes.first)
            #expect(note.contains("were dropped"))
        }

        @Test("No process outlives the checks, detached ones included, and the temporary folder is left empty")
        func nothingLeft() {
            _ = attackRun
            #expect(markedSleepers().isEmpty)
            #expect(attackRun.leftInTemporaryFolder.isEmpty)
        }
    }
}
