import Foundation

/// Puts an exercise's shipped stub back: copies the course's own stub (`Exercise.stubPath`,
/// kept apart from the learner's working file, so a commit of the learner's work never changes
/// it) over the working file, after backing the working file up. Nothing is backed up when the
/// working file already is the stub; each backup gets a folder of its own, so two resets in the
/// same second both keep theirs.
struct StubRestorer {
    /// What `restore` did.
    struct Outcome: Equatable {
        /// Where the learner's previous file was copied, when there was one that differed.
        var backup: String?
        /// True when the working file already was the shipped stub.
        var wasUnchanged: Bool
    }

    let root: URL
    let backupDirectory: URL

    func restore(_ exercise: Exercise) throws -> Outcome {
        let fileManager = FileManager.default
        let stubURL = root.appending(path: exercise.stubPath)
        guard Checker.kind(ofFileAt: stubURL.path) == .file, let shipped = fileManager.contents(atPath: stubURL.path)
        else {
            throw CheckerError.noShippedStub(id: exercise.id, path: exercise.stubPath)
        }
        let target = root.appending(path: exercise.exercisePath)
        var backupPath: String?
        switch Checker.kind(ofFileAt: target.path) {
        case .file:
            if fileManager.contents(atPath: target.path) == shipped { return Outcome(backup: nil, wasUnchanged: true) }
            backupPath = try backUp(target, as: exercise.exercisePath)
        case .missing:
            break
        case .directory:
            throw CheckerError.exerciseIsFolder(path: exercise.exercisePath)
        case .symbolicLink, .other:
            backupPath = try backUp(target, as: exercise.exercisePath)
            try? fileManager.removeItem(at: target)
        }
        do {
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try shipped.write(to: target, options: .atomic)
        } catch {
            throw CheckerError.stubNotWritten(
                path: exercise.exercisePath, reason: Self.words(error), backup: backupPath)
        }
        return Outcome(backup: backupPath, wasUnchanged: false)
    }

    /// Copies the learner's file to a new folder of its own under the backups; returns its path.
    private func backUp(_ file: URL, as relativePath: String) throws -> String {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let backup = backupDirectory.appending(path: "\(stamp)-\(UUID().uuidString.prefix(8))/\(relativePath)")
        do {
            try FileManager.default.createDirectory(
                at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
            let contents = try Data(contentsOf: file)
            try contents.write(to: backup)
        } catch {
            throw CheckerError.backupFailed(path: relativePath, reason: Self.words(error))
        }
        return backup.path
    }

    /// A system error's cause in the checker's language: the usual ones as the C library says them
    /// in English (`strerror`, lowercased) or in Korean, the others as the system says them.
    private static func words(errno code: Int32) -> String {
        let phrases: [Int32: Phrase] = [
            EACCES: .reasonPermissionDenied, EPERM: .reasonNotPermitted, ENOSPC: .reasonNoSpaceLeft,
            ENOENT: .reasonNoSuchFileOrFolder, EROFS: .reasonReadOnly, EISDIR: .reasonIsFolder,
        ]
        return phrases[code]?.text() ?? String(cString: strerror(code)).lowercased()
    }

    /// An error's cause in words, without Foundation's domain and code.
    static func words(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return words(errno: code.rawValue)
        }
        if nsError.domain == NSPOSIXErrorDomain { return words(errno: Int32(nsError.code)) }
        switch nsError.code {
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return Phrase.reasonPermissionDenied.text()
        case NSFileWriteOutOfSpaceError: return Phrase.reasonDiskFull.text()
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return Phrase.reasonNoSuchFile.text()
        default: return Phrase.reasonSystemRefused.text(nsError.localizedDescription)
        }
    }
}
