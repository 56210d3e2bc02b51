import CourseSite
import Foundation
import Testing

/// `.ci/real-apps` measures an app as Xcode builds it. On today's main both tests fail: the
/// UIKit file is left out, and `.BG` is not found (the script generated `.bg`).
@Suite struct RealAppsScriptTests {
    /// A file that imports UIKit is typechecked against DataFlow's UIKit stand-ins
    /// (`UIColor(named:)`), as the files that use it see it.
    @Test func aFileImportingUIKitIsKept() throws {
        let output = try measure([
            "Theme.swift": """
            import UIKit

            struct Theme {
                let primary = UIColor(named: "Primary")!
            }
            """,
            "Card.swift": """
            import SwiftUI

            struct Card: View {
                let theme = Theme()
                var body: some View { Text("Hello").background(Color(theme.primary)) }
            }
            """,
        ])
        #expect(output.contains("== App: 2 of 2 kept files clean (2 files)"), "\(output)")
    }

    /// An asset set named in capitals alone keeps them in its generated symbol, as Xcode's
    /// generated files have it (`static let BG = ColorResource(name: "BG", …)`, `static let LAA`,
    /// `static let XXVI`) and apps write it (`.foregroundStyle(.BG)`, `Image(.STD)`); other names
    /// are in lower camel case (`Wheelchair` → `.wheelchair`).
    @Test func anAssetNamedInCapitalsKeepsThem() throws {
        let output = try measure([
            "Card.swift": """
            import SwiftUI

            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Hello").foregroundStyle(.BG)
                        Image(.STD)
                        Image(.wheelchair)
                    }
                }
            }
            """,
            "Assets.xcassets/BG.colorset/Contents.json": "{}",
            "Assets.xcassets/STD.imageset/Contents.json": "{}",
            "Assets.xcassets/Wheelchair.imageset/Contents.json": "{}",
        ])
        #expect(output.contains("== App: 1 of 1 kept files clean (1 files)"), "\(output)")
    }

    /// What `.ci/real-apps` prints for an app of `files` (paths under the app's folder), written
    /// to a temporary folder that is removed afterwards.
    func measure(_ files: [String: String]) throws -> String {
        let module = RepositoryFiles.root.appending(path: ".build/debug/Modules/DataFlow.swiftmodule")
        try #require(FileManager.default.fileExists(atPath: module.path), "run swift build --build-tests first")
        let folder = FileManager.default.temporaryDirectory.appending(path: "real-apps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appending(path: "App")
        for (path, text) in files {
            let file = app.appending(path: path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        // A safety net against a hung compiler, not a budget: the typecheck takes about a second.
        let run = try runCommand(
            RepositoryFiles.root.appending(path: ".ci/real-apps").path, [app.path], timeLimit: 1800)
        #expect(run.status == 0, "\(run.standardError)")
        return run.standardOutput
    }
}
