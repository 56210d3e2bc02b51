import Foundation

/// Where the course's lessons are: the package root, found from this file, and its chapter
/// folders (every folder of `Chapters/` with a `chapter.json`).
enum CourseLessons {
    static let packageRoot = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The chapter folders' names, sorted (`01-State`, `02-Binding`…).
    static func chapterFolders() -> [String] {
        let chapters = packageRoot.appending(path: "Chapters")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: chapters.path)) ?? []
        return names.filter { name in
            FileManager.default.fileExists(atPath: chapters.appending(path: "\(name)/chapter.json").path)
        }.sorted()
    }

    /// The chapters `Chapters/course.json` lists, when it lists them by folder name.
    static func chaptersInCourseManifest() throws -> [String] {
        let data = try Data(contentsOf: packageRoot.appending(path: "Chapters/course.json"))
        let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (manifest?["chapters"] as? [Any] ?? []).compactMap { $0 as? String }
    }

    /// The text of a file relative to the package root, or nil when there is no such file.
    static func text(at relativePath: String) -> String? {
        try? String(contentsOf: packageRoot.appending(path: relativePath), encoding: .utf8)
    }
}
