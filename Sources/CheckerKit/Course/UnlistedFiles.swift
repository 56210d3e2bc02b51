import Foundation

/// The Swift files in a chapter's exercise, solution, check and stub folders that no manifest
/// lists (also in a chapter folder `course.json` does not list): a file a course author added but
/// never listed is never checked, so `verify` rejects it.
/// (Variants live in their own folder under the checks, see `ExerciseVariant`.)
enum UnlistedFiles {
    /// Every such file, relative to the root, sorted.
    static func find(in course: Course, root: URL) -> [String] {
        let listed = Set(course.exercises.flatMap { [$0.exercisePath, $0.solutionPath, $0.checkPath, $0.stubPath] })
        var unlisted: [String] = []
        // The course's chapters, and any chapter folder course.json does not list.
        var folders = course.chapters.map(\.folder)
        for parent in ChapterLayout.chapterParents {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: parent).path)) ?? []
            for name in names.sorted()
            where !folders.contains(name)
                && Checker.kind(ofFileAt: root.appending(path: "\(parent)/\(name)").path) == .directory
            {
                folders.append(name)
            }
        }
        for chapter in folders.map(ChapterLayout.init(folder:)) {
            for (folder, _) in chapter.exerciseFolders {
                let names =
                    (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path)) ?? []
                unlisted += names.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.filter {
                    !listed.contains($0)
                }
            }
        }
        return unlisted.sorted()
    }
}
