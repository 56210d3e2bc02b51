import Foundation
import Testing

/// The `@main` form, which only an executable can hold: `HeadlessApp` is a whole app file, and
/// running it runs `App.main()`, which mounts the first window and prints its tree.
@Suite("@main App")
struct AppMainTests {
    @Test("Running an app whose @main type conforms to App prints its first window")
    func runsHeadlessApp() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let executable = folder.appendingPathComponent("HeadlessApp")
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path), "build the HeadlessApp product first")
        let process = Process()
        process.executableURL = executable
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(
            printed == """
                HeadlessApp
                  WindowGroup
                    ContentView
                      VStack
                        Text "Hello, world!"
                        Toggle "Notifications" value="off"
                          Text "Notifications"

                """)
    }
}
