import Foundation
import Testing

@testable import CheckerKit

/// A compiler dies with the checker that started it, even one killed with SIGKILL (a grading
/// deadline), issue 25: a compiler was seen running 85 s on after its checker had been killed.
extension CompilingTests {
    @Suite struct CompilerLifetime {
        /// The processes whose command line holds `text` (the checker's own aside).
        private func processes(mentioning text: String, except excluded: pid_t) -> [pid_t] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return names.compactMap(pid_t.init).filter { pid in
                guard pid != excluded,
                    let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
                else { return false }
                return String(decoding: data, as: UTF8.self).contains(text)
            }
        }

        @Test("A checker killed while it compiles leaves no compiler running")
        func compilerDiesWithChecker() throws {
            try #require(ChildProcess.parentDeathSetpriv != nil, "setpriv --pdeathsig is needed")
            let root = TestSupport.scratch("compiler-lifetime")
            defer { try? FileManager.default.removeItem(at: root) }
            try? FileManager.default.removeItem(at: root)
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root)
            // 9,000 nested literals of mixed numbers, under the 256 KiB a learner's file may hold: the
            // type checker takes tens of seconds (20,000 took about 100 s).
            let rows = (0..<9_000).map { "[\($0), \($0).5, \($0)]" }.joined(separator: ", ")
            try "import DataFlow\n\nlet rows = [\(rows)]\n".write(
                to: root.appending(path: "Chapters/01-Basics/Exercises/Passing.swift"), atomically: false,
                encoding: .utf8)
            let checker = Process()
            checker.executableURL = TestSupport.checkerExecutable
            checker.arguments = ["check", "passing", "--fresh"]
            checker.currentDirectoryURL = root
            checker.standardOutput = FileHandle.nullDevice
            checker.standardError = FileHandle.nullDevice
            try checker.run()
            // The learner's file is compiled from the check's private copy, `learner-source/`.
            var compiling: [pid_t] = []
            for _ in 0..<12_000 where compiling.isEmpty && checker.isRunning {
                usleep(10_000)
                compiling = processes(mentioning: "learner-source/Passing.swift", except: checker.processIdentifier)
                    .filter { pid in
                        (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.contains(
                            root.path) == true
                    }
            }
            try #require(!compiling.isEmpty, "the compile never started")
            kill(checker.processIdentifier, SIGKILL)
            checker.waitUntilExit()
            var left = compiling
            for _ in 0..<3_000 where !left.isEmpty {
                usleep(10_000)
                left = left.filter { kill($0, 0) == 0 && !isZombie($0) }
            }
            #expect(left.isEmpty, "still running: \(left)")
            for pid in left { kill(pid, SIGKILL) }
        }

        private func isZombie(_ pid: pid_t) -> Bool {
            let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            guard let close = status.lastIndex(of: ")") else { return true }
            return status[status.index(close, offsetBy: 2)...].hasPrefix("Z")
        }
    }
}
