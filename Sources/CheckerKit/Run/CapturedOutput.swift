import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// What a child wrote on one stream, read from a pipe while it runs: the first `headLimit`
/// bytes and the last `tailLimit`, and how many bytes in between were dropped. A program that
/// prints gigabytes costs the checker neither memory nor disk.
public struct CapturedOutput: Sendable, Equatable {
    /// The first bytes written.
    public var head: Data = Data()
    /// The last bytes written, when more than `head` fits.
    public var tail: Data = Data()
    /// Bytes written between `head` and `tail` that were not kept.
    public var droppedByteCount: Int = 0

    /// The kept text; a note marks where bytes were dropped.
    public var text: String {
        let start = String(decoding: head, as: UTF8.self)
        guard droppedByteCount > 0 || !tail.isEmpty else { return start }
        let end = String(decoding: tail, as: UTF8.self)
        return droppedByteCount > 0
            ? start + "\n" + Phrase.outputDroppedMarker.text(Self.describe(bytes: droppedByteCount)) + "\n" + end
            : start + end
    }

    /// "3.2 MB", "12 KB", "100 bytes".
    static func describe(bytes: Int) -> String {
        if bytes >= 1_000_000 { return Phrase.sizeMegabytes.text(String(format: "%.1f", Double(bytes) / 1_000_000)) }
        if bytes >= 1_000 { return Phrase.sizeKilobytes.text(bytes / 1_000) }
        return Phrase.sizeBytes.text(bytes)
    }
}

/// Drains a pipe on its own thread into a `CapturedOutput`.
final class OutputDrain: @unchecked Sendable {
    private let descriptor: Int32
    private let headLimit: Int
    private let tailLimit: Int
    private var captured = CapturedOutput()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `descriptor` (which this object closes when done).
    init(descriptor: Int32, headLimit: Int, tailLimit: Int) {
        self.descriptor = descriptor
        self.headLimit = headLimit
        self.tailLimit = tailLimit
        Thread.detachNewThread { [self] in
            drain()
            done.signal()
        }
    }

    /// Waits for end of file (at most `timeout` seconds) and returns what was kept.
    func finish(timeout: Double) -> CapturedOutput {
        if done.wait(timeout: .now() + timeout) == .timedOut {
            // A process nobody could kill still holds the pipe: stop listening.
            shutdown(descriptor, Int32(SHUT_RDWR))
            _ = done.wait(timeout: .now() + 1)
        }
        return captured
    }

    private func drain() {
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var tail = Data()
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var chunk = buffer[0..<count]
            let room = headLimit - captured.head.count
            if room > 0 {
                captured.head.append(contentsOf: chunk.prefix(room))
                chunk = chunk.dropFirst(min(room, chunk.count))
            }
            guard !chunk.isEmpty else { continue }
            tail.append(contentsOf: chunk)
            if tail.count > tailLimit {
                let excess = tail.count - tailLimit
                captured.droppedByteCount += excess
                tail.removeFirst(excess)
            }
        }
        captured.tail = tail
    }
}
