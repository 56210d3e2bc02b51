import CheckerKit
import Foundation

/// The baseline DESIGN.md compares against: `swiftc` on the same files with DataFlow's object
/// files (no cached library, no lld), then running the checks, with nothing else around it.
struct BareCompile {
    let root: URL
    let sources: ExerciseSources
    let scratch: URL

    func measure() -> Double {
        let build = root.appending(path: ".build/debug")
        let objects = ((try? FileManager.default.contentsOfDirectory(atPath: build.appending(path: "DataFlow.build").path)) ?? [])
            .filter { $0.hasSuffix(".o") }.map { build.appending(path: "DataFlow.build/\($0)").path }
        let entry = scratch.appending(path: "BareMain.swift")
        try? """
            import Testing
            @main struct BareMain { static func main() async { await Testing.__swiftPMEntryPoint() as Never } }
            """.write(to: entry, atomically: true, encoding: .utf8)
        let output = scratch.appending(path: "bare-runner").path
        let start = Date()
        let compile = ChildProcess(
            executable: (try? Toolchain.locate().compiler) ?? "/usr/bin/swiftc",
            arguments: ["-parse-as-library", "-module-name", "Bare", "-I", build.appending(path: "Modules").path]
                + sources.allFiles.map { root.appending(path: $0).path } + [entry.path] + objects + ["-o", output],
            timeLimit: 120)
        _ = compile.run()
        _ = ChildProcess(executable: output, arguments: ["--event-stream-output-path", scratch.appending(path: "bare.jsonl").path, "--event-stream-version", "0"], timeLimit: 30).run()
        return Date().timeIntervalSince(start)
    }
}
