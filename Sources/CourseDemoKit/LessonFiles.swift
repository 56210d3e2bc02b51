import Foundation

/// The lesson files that may embed demo output: every chapter's lessons (`Chapters/*/README.md`,
/// `README.ko.md` and any other Markdown beside them) and the course site's pages (Markdown and
/// tutorial files in any `.docc` catalog of the package), relative to the package root. Hidden
/// folders (`.build`, `.checker`) are not searched.
public enum LessonFiles {
    public static func all(in root: URL) -> [String] {
        let base = root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            return []
        }
        var found: [String] = []
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            let isChapterLesson = relative.hasPrefix("Chapters/") && url.pathExtension == "md"
            let isCatalogPage = relative.contains(".docc/") && ["md", "tutorial"].contains(url.pathExtension)
            if isChapterLesson || isCatalogPage { found.append(relative) }
        }
        return found.sorted()
    }
}
