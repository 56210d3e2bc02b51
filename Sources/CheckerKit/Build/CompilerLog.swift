import Foundation

/// A compiler's output file as the checker reads it: its first `head` bytes and its last `tail`
/// bytes, with a line saying how many were dropped between them. A few kilobytes of source can
/// make the compiler write tens of megabytes (one error per element of a long literal, each with
/// its excerpt); the checker reports the first errors, so it never reads or parses more than this.
enum CompilerLog {
    /// Bytes kept from the start and from the end of a compiler's log.
    static let limits = (head: 256 * 1024, tail: 16 * 1024)

    /// The text of the log at `url` within `head` and `tail` bytes; "" when it cannot be read.
    static func read(_ url: URL, head: Int = limits.head, tail: Int = limits.tail) -> String {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return "" }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd() else { return "" }
        try? handle.seek(toOffset: 0)
        if size <= UInt64(head + tail) {
            return String(decoding: (try? handle.read(upToCount: Int(size))) ?? Data(), as: UTF8.self)
        }
        let first = (try? handle.read(upToCount: head)) ?? Data()
        try? handle.seek(toOffset: size - UInt64(tail))
        let last = (try? handle.read(upToCount: tail)) ?? Data()
        // Cut at line ends, so that no diagnostic is read from half a line.
        let kept = first.lastIndex(of: 0x0A).map { first[...$0] } ?? first
        let end = last.firstIndex(of: 0x0A).map { last[last.index(after: $0)...] } ?? last
        let dropped = Int(size) - kept.count - end.count
        return String(decoding: kept, as: UTF8.self) + "… \(dropped)\(droppedMarker)\n"
            + String(decoding: end, as: UTF8.self)
    }

    /// What follows the count of dropped bytes on the line `read` puts where it cut the log.
    static let droppedMarker = " bytes of the compiler's output dropped …"

    /// Whether `text`, read by `read`, is a log with its middle cut out: the errors in it are
    /// only some of the compiler's.
    static func wasCut(_ text: String) -> Bool {
        text.contains(droppedMarker)
    }
}
