import Foundation

/// Builds, on demand, what SwiftPM makes for the checker: the libraries exercises compile against
/// (`DataFlow`, `Composable`) with their macro plugins, and the `course-demos` program.
///
/// `swift run checker` builds only the checker, so that a fresh clone reaches its first screen
/// quickly; the first check of a chapter then builds what that chapter needs, with a progress
/// line, and never asks the learner to run another command. A product counts as missing when its
/// module (or program) is absent, and as stale when a source it is built from is newer than it.
/// Only a build folder inside the package's own `.build` is built into; any other (a test's) is
/// taken as it is.
public struct SwiftPMBuild: Sendable {
    /// The package root, holding `Package.swift`.
    let root: URL
    /// SwiftPM's build folder for one configuration, for example `.build/debug`.
    let buildDirectory: URL
    /// Where progress lines go (standard error for the executable, so JSON output stays clean).
    let progress: @Sendable (String) -> Void

    /// Something SwiftPM builds for the checker.
    struct Product: Sendable, Equatable {
        /// The name `swift build --target` (or `--product`) takes.
        let name: String
        /// Whether it is a program (`--product`) rather than a library target (`--target`).
        let isProgram: Bool
        /// The file whose presence and age stand for the build: a module, or the program.
        let output: String
        /// The source folders (under `Sources/`, or relative to the root) it is built from.
        let sourceFolders: [String]
        /// What the progress line calls it (`Phrase.productRuntime`, `.productLibrary`).
        let describedAs: Phrase

        /// The words of the progress line in the checker's language, for example "the DataFlow
        /// runtime and its macros".
        var description: String { describedAs.text(name) }

        static let dataFlowSources = [
            "Sources/DataFlow", "Sources/DataFlowMacros",
            "Sources/DataFlowMacroExpansions", "Sources/MacroPluginHost",
        ]

        /// The runtime every exercise compiles against.
        static let dataFlow = Product(
            name: "DataFlow", isProgram: false, output: "Modules/DataFlow.swiftmodule",
            sourceFolders: dataFlowSources, describedAs: .productRuntime)

        /// A workbook library a chapter names in its manifest (`Composable`), whose macro target is `macros`.
        static func library(_ name: String, macros: String) -> Product {
            let expansions = macros.replacingOccurrences(of: "Macros", with: "MacroExpansions")
            return Product(
                name: name, isProgram: false, output: "Modules/\(name).swiftmodule",
                sourceFolders: dataFlowSources + ["Sources/\(name)", "Sources/\(macros)", "Sources/\(expansions)"],
                describedAs: .productLibrary)
        }
    }

    /// Progress lines on standard error, where they do not mix with a JSON report on standard output.
    public static let standardErrorProgress: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Whether this checker may build into `buildDirectory`: only into the package's own `.build`.
    var buildsHere: Bool {
        let folder = buildDirectory.resolvingSymlinksInPath().path
        let own = root.appending(path: ".build").resolvingSymlinksInPath().path
        return folder.hasPrefix(own + "/")
            && FileManager.default.fileExists(atPath: root.appending(path: "Package.swift").path)
    }

    /// SwiftPM's configuration of the build folder: `release` for `.build/release`, else `debug`.
    var configuration: String { buildDirectory.lastPathComponent == "release" ? "release" : "debug" }

    /// Whether `product` is missing or older than one of its sources. Its age is that of the
    /// newest of its module and its objects (`<Name>.build/`): the compiler may leave a module
    /// file untouched when a body edit did not change it, but the edited source's object is new.
    func needsBuilding(_ product: Product) -> Bool {
        let output = buildDirectory.appending(path: product.output)
        guard let module = Self.modificationDate(of: output) else { return true }
        let objects = NewestModification.under(buildDirectory.appending(path: "\(product.name).build"))
        let built = max(module, objects ?? module)
        return product.sourceFolders.contains { folder in
            NewestModification.under(root.appending(path: folder), pathExtension: "swift").map { $0 > built }
                ?? false
        }
    }

    /// Builds `product` when it needs it (and this checker may), printing a line before and after.
    /// While another SwiftPM holds the package's build lock (`swift test` holds it for its whole
    /// run), a nested build would wait for it forever: the products are then taken as they are,
    /// and a missing one is an error that says why.
    func ensure(_ product: Product) throws {
        guard buildsHere, needsBuilding(product) else { return }
        if SwiftPMLock(buildFolder: root.appending(path: ".build")).isHeldElsewhere {
            guard Self.modificationDate(of: buildDirectory.appending(path: product.output)) != nil else {
                throw CheckerError.productNotBuilt(
                    name: product.name, details: Phrase.otherSwiftPMRunning.text())
            }
            return
        }
        progress(Phrase.buildingProduct.text(product.description))
        let started = Date()
        let log = buildDirectory.deletingLastPathComponent().appending(path: "checker-build-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let driver = Self.swiftDriver()
        var swift = ChildProcess(
            executable: driver.executable,
            arguments: driver.arguments + [
                "build", "--package-path", root.path, "-c", configuration,
                product.isProgram ? "--product" : "--target", product.name,
            ],
            timeLimit: 3_600)
        swift.standardOutputPath = log.path
        swift.standardErrorPath = log.path + ".err"
        defer { try? FileManager.default.removeItem(atPath: log.path + ".err") }
        let finished = swift.run()
        guard finished.outcome == .exited(0) else {
            let output = [log.path, log.path + ".err"].compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
                .joined(separator: "\n")
            throw CheckerError.productNotBuilt(
                name: product.name,
                details: String(output.suffix(3_000)).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        progress(
            Phrase.builtProduct.text(product.description, String(format: "%.0f", Date().timeIntervalSince(started))))
    }

    /// `swift` beside the `swiftc` the checker compiles with, else the one `env` finds on `PATH`.
    static func swiftDriver() -> (executable: String, arguments: [String]) {
        if let compiler = try? Toolchain.locate().compiler {
            let beside = URL(filePath: compiler).deletingLastPathComponent().appending(path: "swift").path
            if FileManager.default.isExecutableFile(atPath: beside) { return (beside, []) }
        }
        return ("/usr/bin/env", ["swift"])
    }

    static func modificationDate(of file: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
    }
}
