#if canImport(Glibc)
    import Glibc
#endif

/// A descriptor that becomes readable as soon as a file in one of the watched folders is saved,
/// so that `checker watch` looks at its files at once instead of at its next poll (up to
/// `--interval` later). On Linux it is an `inotify(7)` instance watching each folder for what a
/// save does: a file written and closed (`IN_CLOSE_WRITE`), a new file renamed over the old one
/// (`IN_MOVED_TO`, the way most editors save), a file created, deleted or given new attributes.
/// The events only wake the loop: `WatchedFiles` still decides, from `stat`, whether a file the
/// exercise depends on changed. Without inotify (another system, a folder it cannot watch) the
/// loop polls as before.
final class FileEvents {
    /// The descriptor to wait on with `poll`; nil when nothing is watched.
    private(set) var descriptor: Int32?

    /// Watches `folders`.
    init(folders: Set<String>) {
        #if os(Linux)
            guard !folders.isEmpty else { return }
            let instance = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard instance >= 0 else { return }
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MOVED_FROM)
            var watching = false
            for folder in folders where inotify_add_watch(instance, folder, mask) >= 0 { watching = true }
            if watching { descriptor = instance } else { close(instance) }
        #endif
    }

    /// Watches the folders of the files at `paths`.
    convenience init(paths: [String]) {
        self.init(
            folders: Set(
                paths.map { path in
                    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
                    return folder.isEmpty ? "/" : folder
                }))
    }

    /// Reads every event that has arrived, so that the descriptor waits for the next one.
    func drain() {
        guard let descriptor else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    deinit {
        if let descriptor { close(descriptor) }
    }
}
