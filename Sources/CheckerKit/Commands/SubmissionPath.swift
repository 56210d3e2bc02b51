import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An exercise file's path inside a submission, read one component at a time: a grader copies
/// only what is really inside the submission, so a symbolic link anywhere on the way (the file,
/// or a folder above it) is refused and named, never followed into the grader's own files.
enum SubmissionPath {
    /// The first component of `path` (relative to `root`, as far as it goes) that is a symbolic
    /// link, or nil when every existing component is a real file or folder.
    static func firstSymbolicLink(on path: String, under root: URL) -> String? {
        var current = root.path
        var walked: [String] = []
        for component in path.split(separator: "/") where !component.isEmpty && component != "." {
            walked.append(String(component))
            current += "/" + component
            var info = stat()
            guard lstat(current, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT == S_IFLNK { return walked.joined(separator: "/") }
        }
        return nil
    }

    /// The grade of an exercise whose file was refused because `link` is a symbolic link.
    static func refusedResult(exercise: Exercise, link: String) -> ExerciseResult {
        var result = ExerciseResult(
            id: exercise.id, status: .missingFile,
            summary: Phrase.linkRefused.text(link, exercise.exercisePath),
            advice: Phrase.linkRefusedAdvice.text(),
            checks: [], compileErrors: [], duration: 0)
        result.notes.append(Phrase.linkIntegrityNote.text(exercise.exercisePath, link))
        return result
    }
}
