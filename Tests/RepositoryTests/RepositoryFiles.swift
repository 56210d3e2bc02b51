import CourseSite
import Foundation

/// The repository as a clone holds it: its root, the files git tracks, and a program's output.
enum RepositoryFiles {
    /// The package root: three folders above this file (`Tests/RepositoryTests/…`).
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of `path` under the root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    /// Every path git tracks, or nil when the root is not a git checkout (an exported archive).
    static func tracked() throws -> [String]? {
        guard FileManager.default.fileExists(atPath: root.appending(path: ".git").path) else { return nil }
        let listing = try run("/usr/bin/env", ["git", "-C", root.path, "ls-files", "-z"])
        return listing.split(separator: "\0").map(String.init)
    }

    /// Runs a program to its end (at most a minute) and returns its standard output.
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        try runCommand(executable, arguments, timeLimit: 60).standardOutput
    }
}
