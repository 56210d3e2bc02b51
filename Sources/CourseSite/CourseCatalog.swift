import Foundation

/// The course's DocC catalog, `Workbook.docc`, and how it is turned into a website.
///
/// The catalog holds a tutorial per chapter in DocC's tutorial format, in English and in
/// Korean, with two tables of contents. Each chapter's tutorial, and the code listings it shows
/// (`Code/Lesson-…`), are written from the chapter's lesson (`CourseTutorials`), so that the page
/// cannot drift from the lesson; `Code/Demo-…-trace.txt` holds what each demo prints.
public struct CourseCatalog: Sendable {
    /// The `.docc` folder.
    public let url: URL

    /// The catalog in this package's sources (found from this file's own path).
    public static let inPackage = CourseCatalog(
        url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Workbook.docc"))

    /// The package's root folder: the catalog lives in `Sources/CourseSite/`.
    public var packageRoot: URL {
        url.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    public init(url: URL) {
        self.url = url
    }

    /// The catalog's files with the given extension, relative to the catalog, sorted.
    public func files(withExtension pathExtension: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if (path as NSString).pathExtension == pathExtension { found.append(path) }
        }
        return found.sorted()
    }
}
