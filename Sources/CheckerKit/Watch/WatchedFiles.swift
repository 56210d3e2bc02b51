import Foundation

/// The files an exercise's check depends on (the learner's file, its checks and the chapter's
/// examples), looked at by polling: a save changes a file's modification or status-change time,
/// size or inode (an editor that writes a new file and renames it changes the inode). Polling
/// works on every file system and needs no platform API.
struct WatchedFiles {
    /// What `stat` says of a file that a save changes; nil for a missing file.
    struct Stamp: Equatable {
        var modified: timespec
        var changed: timespec
        var size: Int
        var inode: UInt

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
                && a.size == b.size && a.inode == b.inode
        }
    }

    /// Absolute paths of the files.
    let paths: [String]
    private var stamps: [Stamp?]

    init(paths: [String]) {
        self.paths = paths
        stamps = paths.map(Self.stamp(of:))
    }

    /// True when a file changed since the last look (and remembers the new state).
    mutating func changed() -> Bool {
        let now = paths.map(Self.stamp(of:))
        defer { stamps = now }
        return now != stamps
    }

    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(modified: info.st_mtim, changed: info.st_ctim, size: Int(info.st_size), inode: UInt(info.st_ino))
    }
}
