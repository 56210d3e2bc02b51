import Foundation
import Testing

@testable import CheckerKit

/// The modules the compiler loaded for the learner's file, from its trace (issue 25, item 3).
extension CompilingTests {
    @Suite struct LoadedModuleTraceTests {
        @Test(
            "A module loaded from outside the toolchain that the exercise may not import is named; the toolchain's are not"
        )
        func foreignModule() throws {
            let folder = TestSupport.scratch("module-trace")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let toolchain = try Toolchain.locate()
            func compile(_ arguments: [String]) throws {
                var compiler = ChildProcess(executable: toolchain.compiler, arguments: arguments, timeLimit: 300)
                compiler.extraEnvironment = ["TMPDIR": folder.path]
                compiler.capturedErrorLimits = (head: 20_000, tail: 0)
                let finished = compiler.run()
                try #require(finished.outcome == .exited(0), "\(finished.standardError?.text ?? "")")
            }
            let outside = folder.appending(path: "Outside.swift")
            try "public func reach() {}\n".write(to: outside, atomically: false, encoding: .utf8)
            try compile([
                "-parse-as-library", "-emit-module", "-module-name", "Outside", outside.path, "-emit-module-path",
                folder.appending(path: "Outside.swiftmodule").path,
            ])
            let learner = folder.appending(path: "Exercise.swift")
            try "import Foundation\nimport Outside\npublic func f() { reach() }\n".write(
                to: learner, atomically: false, encoding: .utf8)
            let trace = folder.appending(path: CompileCommand.learnerTraceFileName)
            try compile([
                "-parse-as-library", "-typecheck", "-I", folder.path, "-module-name", CompileCommand.learnerModuleName,
                "-emit-loaded-module-trace-path", trace.path, learner.path,
            ])
            let loaded = try #require(LoadedModuleTrace(contentsOf: trace))
            #expect(loaded.modules.map(\.name).contains("Foundation"))
            #expect(
                loaded.foreignModules(allowed: ["Foundation"], toolchainRoot: toolchain.standardLibraryModulesRoot)
                    == ["Outside"])
            #expect(
                loaded.foreignModules(
                    allowed: ["Foundation", "Outside"], toolchainRoot: toolchain.standardLibraryModulesRoot
                ).isEmpty)
        }
    }
}
