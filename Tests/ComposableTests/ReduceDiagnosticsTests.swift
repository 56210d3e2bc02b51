import Foundation
import Testing

/// Where the compiler reports a mistake inside `Reduce { state, action in … }`: on the mistake's
/// own line, not as "cannot conform to 'Reducer'" at `Reduce {`. These run the toolchain's
/// `swiftc -typecheck` on a small `@Reducer` feature against the Composable module this build made,
/// one compiler at a time (the machine's cores are shared with the timing-sensitive tests).
@Suite("Compiler errors inside Reduce land on the mistake's line", .serialized)
struct ReduceDiagnosticsTests {
    /// A mistake: the text it replaces in the correct feature, and what replaces it.
    struct Mistake: CustomTestStringConvertible, Sendable {
        let name: String
        let correct: String
        let wrong: String
        var testDescription: String { name }
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

    /// Type-checks `source` as a file of its own; returns the compiler's error lines
    /// (`file:line:column: error: …`).
    static func errors(typeChecking source: String) throws -> [String] {
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
        let file = folder.appending(path: "Feature.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", build.appending(path: "Modules").path,
            "-load-plugin-executable", "\(plugin.path)#ComposableMacros",
            "-load-plugin-executable", "\(build.appending(path: "DataFlowMacros-tool").path)#DataFlowMacros",
            "-module-cache-path", folder.appending(path: "ModuleCache").path, file.path,
        ]
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return printed.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix(file.path) && $0.contains(": error: ")
        }
    }

    /// The line (counting from 1) of `text`'s first occurrence in `source`.
    static func line(of text: String, in source: String) -> Int? {
        source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    @Test("the correct feature type-checks with no error (the harness compiles what it should)")
    func correctFeatureCompiles() throws {
        let errors = try Self.errors(typeChecking: Self.feature)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("the first error is on the mistake's line and says what is missing", arguments: mistakes)
    func errorOnTheMistakesLine(_ mistake: Mistake) throws {
        let source = Self.feature.replacingOccurrences(of: mistake.correct, with: mistake.wrong)
        let expectedLine = try #require(Self.line(of: mistake.wrong, in: source))
        let errors = try Self.errors(typeChecking: source)
        let first = try #require(errors.first, "no error for \(mistake.name)")
        #expect(first.contains("Feature.swift:\(expectedLine):"), "\(errors)")
        #expect(first.contains("has no member"), "\(errors)")
        #expect(!errors.contains { $0.contains("cannot conform to 'Reducer'") }, "\(errors)")
    }
}
