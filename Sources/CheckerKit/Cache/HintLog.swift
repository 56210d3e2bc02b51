import Foundation

/// How many hints of each exercise the learner has seen, kept in the cache folder so `hint`
/// reveals them one at a time.
public struct HintLog: Sendable {
    /// The JSON file holding `{ "exercise-id": count }`.
    public let file: URL

    /// A log stored in `file`.
    public init(file: URL) {
        self.file = file
    }

    /// The log `checker hint` keeps in the cache folder `directory`.
    public static func inCache(_ directory: URL) -> HintLog {
        HintLog(file: directory.appending(path: "hints.json"))
    }

    /// How many hints of `id` have been shown.
    public func shownCount(for id: String) -> Int {
        load()[id] ?? 0
    }

    /// Records that `count` hints of `id` have been shown.
    public func setShownCount(_ count: Int, for id: String) {
        var counts = load()
        counts[id] = count
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(counts).write(to: file, options: .atomic)
    }

    private func load() -> [String: Int] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        return (try? JSONDecoder().decode([String: Int].self, from: data)) ?? [:]
    }
}
