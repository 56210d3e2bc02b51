/// `Chapters/course.json`: the course title and its chapter folders, in study order.
public struct CourseManifest: Codable, Sendable {
    /// The course's title, shown above the progress bar.
    public var title: String
    /// Chapter folder names under `Chapters/`, in order, for example `01-State`.
    public var chapters: [String]
}
