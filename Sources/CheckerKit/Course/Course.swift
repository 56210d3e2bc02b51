import Foundation

/// A course read from `Chapters/course.json` and every chapter's `chapter.json`.
public struct Course: Sendable {
    /// The manifest's path relative to the package root.
    public static let manifestPath = "Chapters/course.json"

    /// The course title.
    public let title: String
    /// Every exercise, in study order.
    public let exercises: [Exercise]

    /// Reads the manifests under `root`.
    public init(root: URL) throws {
        let manifest: CourseManifest = try Self.decode(Self.manifestPath, in: root)
        var exercises: [Exercise] = []
        for (index, folder) in manifest.chapters.enumerated() {
            let chapter: ChapterManifest = try Self.decode("Chapters/\(folder)/chapter.json", in: root)
            for entry in chapter.exercises {
                exercises.append(Exercise(
                    id: entry.id, title: entry.title, chapterFolder: folder, chapterTitle: chapter.title,
                    chapterNumber: index + 1, exercisePath: entry.exercise,
                    stubPath: entry.stub ?? "Stubs/\(folder)/\(entry.exercise.split(separator: "/").last ?? "")", solutionPath: entry.solution,
                    checkPath: entry.check, declarations: entry.declares ?? [], hints: entry.hints,
                    libraries: chapter.libraries ?? [], kind: entry.kind ?? .feature, plantedBugsFolder: entry.plantedBugs))
                if entry.kind == .tests && entry.plantedBugs == nil {
                    throw CourseError("Chapters/\(folder)/chapter.json: the exercise \"\(entry.id)\" is of kind \"tests\" but names no `plantedBugs` folder.")
                }
            }
        }
        let duplicates = Dictionary(grouping: exercises, by: \.id).filter { $0.value.count > 1 }.keys
        if let duplicate = duplicates.sorted().first {
            throw CourseError("Two exercises share the id \"\(duplicate)\"; every id must be unique.")
        }
        self.title = manifest.title
        self.exercises = exercises
    }

    /// The exercise with `id`, or an error that lists the ids there are.
    public func exercise(_ id: String) throws -> Exercise {
        guard let exercise = exercises.first(where: { $0.id == id }) else {
            throw CourseError("There is no exercise \"\(id)\". Run `swift run checker list` to see every id.")
        }
        return exercise
    }

    private static func decode<Manifest: Decodable>(_ path: String, in root: URL) throws -> Manifest {
        let url = root.appending(path: path)
        guard let data = try? Data(contentsOf: url) else {
            throw CourseError("Cannot read \(path) in \(root.path). Is the checker running in the workbook's folder?")
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw CourseError("\(path) is missing the field \"\(key.stringValue)\".")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw CourseError("\(path): the field \"\(field)\" has the wrong type.")
        } catch {
            throw CourseError("\(path) is not valid JSON.")
        }
    }
}
