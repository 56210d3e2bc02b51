import Foundation

/// The editor's database (`EditorSupport`) brought up to date beside a command rather than after
/// it: started on a thread of its own as soon as the command has made its checker, so that it
/// runs while the learner's file compiles, and finished before the command ends. When a chapter's
/// examples library or a companion library was built meanwhile (the cache's folders of them
/// differ from when the refresh started), it is written again at the end, so that the editor sees
/// what the command built.
final class EditorRefresh: @unchecked Sendable {
    private let checker: Checker
    private let root: URL
    private let librariesAtStart: [String]
    private let finished = DispatchSemaphore(value: 0)
    private var waited = false

    /// Starts writing the database for `checker`'s course at `root`.
    init(checker: Checker, root: URL) {
        self.checker = checker
        self.root = root
        librariesAtStart = checker.builtLibraries
        Thread.detachNewThread { [self] in
            write()
            finished.signal()
        }
    }

    /// Waits for the refresh, and writes the database again if the command built a library
    /// meanwhile. Called once, on the command's thread, before the command ends.
    func finish() {
        guard !waited else { return }
        waited = true
        finished.wait()
        if checker.builtLibraries != librariesAtStart { write() }
    }

    private func write() {
        guard let course = try? Course(root: root) else { return }
        _ = try? EditorSupport.refresh(checker: checker, course: course)
    }
}

extension Checker {
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
