import Foundation
import Testing

/// Where the compiler reports a mistake inside `Reduce { state, action in … }`: on the mistake's
/// own line, not as "cannot conform to 'Reducer'" at `Reduce {`. These run the toolchain's
/// `swiftc -typecheck` on a small `@Reducer` feature, correct and with each mistake, against the
/// Composable module this build made, in one compiler run (the cores are shared with timing tests).
@Suite("Compiler errors inside Reduce land on the mistake's line")
struct ReduceDiagnosticsTests {
    /// A mistake: the text it replaces in the correct feature, and what replaces it.
    struct Mistake: Sendable {
        let name: String
        let correct: String
        let wrong: String
    }

    static let feature = """
        import Composable

        @Reducer
        struct TimerFeature {
            @ObservableState
            struct State: Equatable {
                var count = 0
            }
            enum Action {
                case start
                case tick
            }
            @Dependency(\\.continuousClock) var clock
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .start:
                        return .run { send in
                            for await _ in clock.timer(interval: .seconds(1)) {
                                await send(.tick)
                            }
                        }
                    case .tick:
                        state.count += 1
                        return .none
                    }
                }
            }
        }

        """

    static let mistakes = [
        Mistake(name: "a misspelt clock.timer inside .run", correct: "clock.timer(", wrong: "clock.timr("),
        Mistake(name: "a misspelt member of the state", correct: "state.count += 1", wrong: "state.cont += 1"),
        Mistake(name: "a misspelt action case", correct: "send(.tick)", wrong: "send(.tik)"),
    ]

    /// The build folder the test bundle runs from (`.build/debug`), which holds the modules and
    /// the macro plugins.
    static var buildFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Type-checks each of `sources` as a file of one module, in one compiler run (`-wmo`: one
    /// frontend, which reports every file's errors, where one job per file stops at the first
    /// failing file); one feature per file, each named apart. Returns each file's error lines.
    static func errors(typeChecking sources: [String]) throws -> [[String]] {
        let build = buildFolder
        let plugin = build.appending(path: "ComposableMacros-tool")
        try #require(
            FileManager.default.fileExists(atPath: build.appending(path: "Modules/Composable.swiftmodule").path)
                && FileManager.default.isExecutableFile(atPath: plugin.path),
            "build the package's tests first (swift build --build-tests): no Composable module or macro plugin in \(build.path)"
        )
        let folder = FileManager.default.temporaryDirectory.appending(path: "reduce-diagnostics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (index, source) in sources.enumerated() {
            let file = folder.appending(path: "Feature\(index).swift")
            try source.replacingOccurrences(of: "TimerFeature", with: "TimerFeature\(index)")
                .write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-I", build.appending(path: "Modules").path,
                "-load-plugin-executable", "\(plugin.path)#ComposableMacros",
                "-load-plugin-executable", "\(build.appending(path: "DataFlowMacros-tool").path)#DataFlowMacros",
                "-module-cache-path", folder.appending(path: "ModuleCache").path,
            ] + files.map(\.path)
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errors = printed.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        return files.map { file in errors.filter { $0.hasPrefix(file.path + ":") } }
    }

    /// The line (counting from 1) of `text`'s first occurrence in `source`.
    static func line(of text: String, in source: String) -> Int? {
        source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    @Test("the correct feature type-checks with no error, and each mistake's first error is on its own line")
    func errorsLandOnTheMistakesLine() throws {
        let wrongSources = Self.mistakes.map { Self.feature.replacingOccurrences(of: $0.correct, with: $0.wrong) }
        let errors = try Self.errors(typeChecking: [Self.feature] + wrongSources)
        // The harness compiles what it should: the correct feature has no error.
        #expect(errors[0].isEmpty, "\(errors[0])")
        for (index, mistake) in Self.mistakes.enumerated() {
            let fileErrors = errors[index + 1]
            let expectedLine = try #require(Self.line(of: mistake.wrong, in: wrongSources[index]))
            let first = try #require(fileErrors.first, "no error for \(mistake.name)")
            #expect(first.contains("Feature\(index + 1).swift:\(expectedLine):"), "\(mistake.name): \(fileErrors)")
            #expect(first.contains("has no member"), "\(mistake.name): \(fileErrors)")
            #expect(
                !fileErrors.contains { $0.contains("cannot conform to 'Reducer'") }, "\(mistake.name): \(fileErrors)")
        }
    }
}
