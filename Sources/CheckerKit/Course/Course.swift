import Foundation

/// A course read from `Chapters/course.json` and every chapter's `chapter.json`.
public struct Course: Sendable {
    /// The manifest's path relative to the package root.
    public static let manifestPath = ChapterLayout.courseManifest

    /// The course title.
    public let title: String
    /// The chapter folders, in study order.
    public let chapters: [ChapterLayout]
    /// Every exercise, in study order.
    public let exercises: [Exercise]

    /// Reads the manifests under `root`.
    public init(root: URL) throws {
        let manifest: CourseManifest = try Self.decode(Self.manifestPath, in: root)
        guard CourseManifest.supportedFormatVersions.contains(manifest.formatVersion) else {
            throw CourseError.unknownFormatVersion(
                path: Self.manifestPath, found: manifest.formatVersion,
                supported: CourseManifest.supportedFormatVersions)
        }
        var exercises: [Exercise] = []
        for (index, folder) in manifest.chapters.enumerated() {
            let layout = ChapterLayout(folder: folder)
            let chapter: ChapterManifest = try Self.decode(layout.manifest, in: root)
            for entry in chapter.exercises {
                exercises.append(try Self.exercise(entry, chapter: chapter, layout: layout, number: index + 1))
            }
        }
        let duplicates = Dictionary(grouping: exercises, by: \.id).filter { $0.value.count > 1 }.keys
        if let duplicate = duplicates.sorted().first {
            throw CourseError.duplicateID(duplicate)
        }
        self.title = manifest.title
        self.chapters = manifest.chapters.map(ChapterLayout.init(folder:))
        self.exercises = exercises
    }

    /// The exercise `entry` describes, its paths derived from its name where not given.
    private static func exercise(
        _ entry: ExerciseManifest, chapter: ChapterManifest, layout: ChapterLayout, number: Int
    ) throws -> Exercise {
        func path(_ explicit: String?, _ derived: (String) -> String, field: String) throws -> String {
            if let explicit { return explicit }
            guard let name = entry.name else {
                throw CourseError.exercisePathUnknown(path: layout.manifest, id: entry.id, field: field)
            }
            return derived(name)
        }
        let exercisePath = try path(entry.exercise, layout.exerciseFile, field: "exercise")
        let fileName = exercisePath.split(separator: "/").last.map(String.init) ?? exercisePath
        return Exercise(
            id: entry.id, title: entry.title, chapterFolder: layout.folder, chapterTitle: chapter.title,
            chapterNumber: number, exercisePath: exercisePath,
            stubPath: entry.stub ?? "\(layout.stubs)/\(fileName)",
            solutionPath: try path(entry.solution, layout.solutionFile, field: "solution"),
            checkPath: try path(entry.check, layout.checkFile, field: "check"),
            declarations: entry.declares ?? [], hints: entry.hints,
            libraries: chapter.libraries ?? [], kind: entry.kind ?? .feature,
            plantedBugsFolder: try plantedBugs(of: entry, layout: layout), titles: entry.titles ?? [:],
            chapterTitles: chapter.titles ?? [:], translatedHints: entry.translatedHints ?? [:])
    }

    /// A test-writing exercise's folder of planted bugs, which it must name.
    private static func plantedBugs(of entry: ExerciseManifest, layout: ChapterLayout) throws -> String? {
        guard entry.kind == .tests else { return entry.plantedBugs }
        guard let folder = entry.plantedBugs else {
            throw CourseError.plantedBugsMissing(path: layout.manifest, id: entry.id)
        }
        return folder
    }

    /// The exercise with `id`, or an error that suggests the closest ids.
    public func exercise(_ id: String) throws -> Exercise {
        guard let exercise = exercises.first(where: { $0.id == id }) else {
            throw CheckerError.unknownExercise(id, suggestions: Suggestions.closest(to: id, among: exercises.map(\.id)))
        }
        return exercise
    }

    private static func decode<Manifest: Decodable>(_ path: String, in root: URL) throws -> Manifest {
        let url = root.appending(path: path)
        guard let data = try? Data(contentsOf: url) else {
            throw CourseError.manifestUnreadable(path: path, root: root.path)
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            if key.stringValue == CourseManifest.CodingKeys.formatVersion.rawValue {
                throw CourseError.formatVersionMissing(path: path)
            }
            throw CourseError.fieldMissing(path: path, field: key.stringValue)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw CourseError.fieldHasWrongType(
                path: path, field: context.codingPath.map(\.stringValue).joined(separator: "."))
        } catch {
            throw CourseError.notJSON(path: path)
        }
    }
}
