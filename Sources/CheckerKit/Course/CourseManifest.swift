/// `Chapters/course.json`: the format's version, the course title and its chapter folders, in
/// study order.
public struct CourseManifest: Codable, Sendable {
    /// The versions of the course format this checker reads.
    public static let supportedFormatVersions = [1]

    /// The course format's version: 1. A checker rejects, in words, a version it does not know.
    public var formatVersion: Int
    /// The course's title, shown above the progress bar.
    public var title: String
    /// Chapter folder names under `Chapters/`, in order, for example `01-State`.
    public var chapters: [String]

    enum CodingKeys: String, CodingKey {
        case formatVersion = "format_version"
        case title, chapters
    }
}
