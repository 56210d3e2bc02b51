import Foundation
import Testing

/// What a clone of the repository must and must not hold, and the promises the README makes
/// about the environment: one test command, the toolchain's formatter, a Dev Container on the
/// toolchain CI uses.
@Suite struct RepositoryTests {
    /// Folders that tools generate; none is ever committed.
    static let generatedFolders = [
        ".build/", ".swiftpm/", ".checker/", ".docc-build/", ".doccarchive/", "node_modules/", "__pycache__/",
    ]

    @Test("No generated folder is tracked (docc preview output, build products, the checker's cache)")
    func nothingGeneratedIsTracked() throws {
        guard let tracked = try RepositoryFiles.tracked() else { return }
        #expect(!tracked.isEmpty, "git ls-files listed nothing: is this a git checkout?")
        let generated = tracked.filter { path in
            Self.generatedFolders.contains { path.hasPrefix($0) || path.contains("/" + $0) }
                || path.hasSuffix("compile_commands.json")
        }
        #expect(
            generated.isEmpty,
            "generated files are committed: \(generated.prefix(5)); remove them and ignore their folder")
    }

    @Test("The Dev Container's Swift image is the toolchain version CI reports")
    func devContainerMatchesTheToolchain() throws {
        let definition = try RepositoryFiles.text(".devcontainer/devcontainer.json")
        let image = try #require(
            definition.firstMatch(of: /"image"\s*:\s*"swift:([0-9.]+)[^"]*"/)?.1,
            "devcontainer.json names no official swift:<version> image")
        let version = try RepositoryFiles.run("/usr/bin/env", ["swiftc", "--version"])
        let toolchain = try #require(
            version.firstMatch(of: /Swift version ([0-9.]+)/)?.1, "swiftc --version printed no version: \(version)")
        #expect(
            String(image) == String(toolchain),
            "the Dev Container uses swift:\(image) but CI's toolchain is \(toolchain): update .devcontainer/devcontainer.json"
        )
        #expect(
            definition.contains("swiftlang.swift-vscode"), "the Dev Container lacks the Swift extension for VS Code")
        #expect(definition.contains("swift build"), "the Dev Container does not build the package on creation")
    }

    @Test(".ci/run runs the README's test command as one process, and lints with the toolchain's formatter")
    func continuousIntegrationRunsTheReadmeCommand() throws {
        let script = try RepositoryFiles.text(".ci/run")
        let commands = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix("echo") }
        #expect(commands.contains("swift test"), ".ci/run does not run `swift test` as the README says")
        #expect(
            !commands.contains { $0.hasPrefix("swift test ") },
            ".ci/run runs `swift test` with arguments (split, filtered or skipping): the README's command is plain")
        #expect(script.contains("swift format lint --strict"), ".ci/run does not check the formatter's style")
        let readme = try RepositoryFiles.text("README.md")
        #expect(readme.contains("swift test"), "the README does not name the test command")
    }

    @Test("The formatter's configuration is the house style: 4 spaces, lines of at most 120 characters")
    func formatterConfiguration() throws {
        let data = try Data(contentsOf: RepositoryFiles.root.appending(path: ".swift-format"))
        let configuration = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(configuration["lineLength"] as? Int == 120)
        #expect((configuration["indentation"] as? [String: Any])?["spaces"] as? Int == 4)
    }
}
