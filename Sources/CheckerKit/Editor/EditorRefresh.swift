import Foundation

/// The editor's database (`EditorSupport`) brought up to date beside a command rather than after
/// it: started on a thread of its own as soon as the command has made its checker, so that it
/// runs while the learner's file compiles, and finished before the command ends. When a chapter's
/// examples library or a companion library was built meanwhile (the cache's folders of them
/// differ from when the refresh started), it is written again at the end, so that the editor sees
/// what the command built.
///
/// Beside the command it builds nothing: when a companion library the course names (Composable)
/// is not built and linked yet, the database is written at the end instead, as before, where
/// writing it may have SwiftPM build the library (so that a fresh clone's first command leaves
/// it built for the chapters that need it), rather than while the command's first check runs.
final class EditorRefresh: @unchecked Sendable {
    private let checker: Checker
    private let root: URL
    private let librariesAtStart: [String]
    private let finished = DispatchSemaphore(value: 0)
    private var waited = false
    /// Set by the refresh's thread, read after `finished` is signalled.
    private var writesAtTheEnd = false

    /// Starts writing the database for `checker`'s course at `root`.
    init(checker: Checker, root: URL) {
        self.checker = checker
        self.root = root
        librariesAtStart = checker.builtLibraries
        Thread.detachNewThread { [self] in
            if let course = try? Course(root: root), checker.companionsLinked(for: course) {
                _ = try? EditorSupport.refresh(checker: checker, course: course)
            } else {
                writesAtTheEnd = true
            }
            finished.signal()
        }
    }

    /// Waits for the refresh, and writes the database again if the command built a library
    /// meanwhile. Called once, on the command's thread, before the command ends.
    func finish() {
        guard !waited else { return }
        waited = true
        finished.wait()
        if writesAtTheEnd || checker.builtLibraries != librariesAtStart { write() }
    }

    private func write() {
        guard let course = try? Course(root: root) else { return }
        _ = try? EditorSupport.refresh(checker: checker, course: course)
    }
}

extension Checker {
    /// Whether every companion library `course` names is built and linked into the cache: a
    /// database written then builds and links nothing.
    func companionsLinked(for course: Course) -> Bool {
        Set(course.exercises.flatMap(\.libraries)).allSatisfy { name in
            guard let digest = companions.digest(of: [name], memo: memo) else { return false }
            let linked = RuntimeLibrary.linkedFile(
                moduleName: name, digest: digest, cacheDirectory: examplesLibraries.cacheDirectory)
            return FileManager.default.fileExists(atPath: linked.path)
        }
    }

    /// The folders of the examples libraries and linked libraries in the cache, sorted: what the
    /// editor's database points at (a library is built in a folder of its own, named by its key).
    var builtLibraries: [String] {
        ["examples", "runtime"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(
                atPath: examplesLibraries.cacheDirectory.appending(path: folder).path)) ?? [])
                .sorted().map { "\(folder)/\($0)" }
        }
    }
}
