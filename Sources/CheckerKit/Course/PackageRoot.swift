import Foundation

/// Finds the workbook's root folder: the nearest folder, from the current one upwards, that
/// holds `Chapters/course.json`.
public enum PackageRoot {
    /// The root above `start`, or `start` itself when no course manifest is found.
    public static func find(from start: URL) -> URL {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appending(path: Course.manifestPath).path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return start }
            folder = parent
        }
    }
}
