import Foundation

/// `checker demo` and `checker graph`: the course's demos live beside the chapters' examples and
/// are run by the `course-demos` program, which links the examples. The checker itself builds
/// without `Chapters/`, so it asks SwiftPM to bring `course-demos` up to date (the examples may
/// have changed), then runs it with the same words and prints what it prints.
struct DemoLauncher {
    let tool: CheckerCommandLine

    /// The product that runs the demos.
    static let product = "course-demos"

    func run(_ words: [String]) throws -> Int32 {
        let build = try Self.launch("/usr/bin/env", ["swift", "build", "--product", Self.product], in: tool.root)
        guard build.status == 0 else {
            tool.output(Phrase.demoBuildFailed.text(Self.product) + "\n" + build.output)
            return 2
        }
        let buildDirectory = tool.buildDirectory ?? RuntimeProducts.defaultBuildDirectory(root: tool.root)
        let executable = buildDirectory.appending(path: Self.product)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            tool.output(Phrase.demoBuildFailed.text(Self.product) + "\n" + build.output + "\n(no \(executable.path))")
            return 2
        }
        let demo = try Self.launch(executable.path, words, in: tool.root)
        tool.output(demo.output.hasSuffix("\n") ? String(demo.output.dropLast()) : demo.output)
        return demo.status
    }

    /// Runs `executable` with `arguments` in `folder`, standard output and error together.
    static func launch(
        _ executable: String, _ arguments: [String], in folder: URL
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(filePath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
