import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A run's files where the run's own user (see `SandboxUser`) can read them, since the check's
/// folder is root's alone (mode 0700): a fresh folder (mode 0711) in the system's temporary
/// folder holding `check/` (the program and its files, and the libraries of every library
/// folder that user could not read, each linked, or copied when a link is impossible, with its
/// dates) and `work/` (mode 0700, owned by the user: the fallback's working folder).
struct StagedFiles {
    /// The folder holding everything; deleted when the run has ended.
    let root: String
    /// Each file's staged copy, by its path on the machine.
    private(set) var files: [String: String] = [:]
    /// The staged copy of each library folder the user could not read, by its path on the machine.
    private(set) var libraryFolders: [String: String] = [:]

    var checkFolder: String { root + "/check" }
    var workFolder: String { root + "/work" }

    /// Stages `files` and the unreadable ones of `libraryFolders` for `user`; nil when the folder
    /// cannot be made.
    init?(files: [String], libraryFolders: [String], user: UInt32) {
        let manager = FileManager.default
        Self.removeAbandoned()
        root = manager.temporaryDirectory.appending(path: "\(Self.prefix)\(getpid())-\(UUID().uuidString)").path
        ProcessTree.track(folder: root)
        do {
            for (folder, mode) in [(root, 0o711), (checkFolder, 0o755), (workFolder, 0o700)] {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
                chmod(folder, mode_t(mode))
            }
            guard chown(workFolder, user, user) == 0 else { throw CocoaError(.fileWriteNoPermission) }
            for file in files {
                self.files[file] = try Self.stage(file, in: checkFolder)
            }
            for (index, folder) in libraryFolders.enumerated() where !SandboxLayout.readableByEveryone(folder) {
                let copy = "\(root)/library-\(index)"
                try manager.createDirectory(atPath: copy, withIntermediateDirectories: false)
                chmod(copy, 0o755)
                for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".so") {
                    _ = try Self.stage(folder + "/" + name, in: copy)
                    // The fallback has no namespace to show the folder at its own path: its
                    // libraries are found beside the program (`LD_LIBRARY_PATH`).
                    _ = try Self.stage(folder + "/" + name, in: checkFolder)
                }
                self.libraryFolders[folder] = copy
            }
        } catch {
            try? manager.removeItem(atPath: root)
            ProcessTree.untrack(folder: root)
            return nil
        }
    }

    /// How the staged folders' names begin; the checker's process id and a UUID follow.
    static let prefix = "checker-user-"

    private static let sweptLock = NSLock()
    nonisolated(unsafe) private static var swept = false

    /// Deletes the staged folders a checker killed outright (SIGKILL, a grading deadline: no
    /// cleanup runs) left in the temporary folder: those named after a process that is gone.
    /// Once per checker.
    private static func removeAbandoned() {
        let first = sweptLock.withLock {
            defer { swept = true }
            return !swept
        }
        guard first else { return }
        let folder = FileManager.default.temporaryDirectory.path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }), kill(pid, 0) == -1,
                errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// Links (or copies, keeping its dates) `file` into `folder`, readable and executable by
    /// all; the staged path. A name already there is kept.
    private static func stage(_ file: String, in folder: String) throws -> String {
        let destination = folder + "/" + (file as NSString).lastPathComponent
        guard !FileManager.default.fileExists(atPath: destination) else { return destination }
        if link(file, destination) != 0 {
            try ExecutableCopy.copy(file, to: destination)
            var info = stat()
            if stat(file, &info) == 0 {
                var times = [info.st_atim, info.st_mtim]
                utimensat(AT_FDCWD, destination, &times, 0)
            }
        }
        chmod(destination, 0o755)
        return destination
    }
}
