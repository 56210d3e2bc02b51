import Foundation

/// A minimal Language Server Protocol client for the editor-support test: starts a language
/// server (`sourcekit-lsp`) with pipes, frames JSON-RPC messages with `Content-Length` headers,
/// and collects everything the server sends on a reading thread.
final class LanguageServerClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var nextID = 1

    /// Starts `executable` in `directory`; what it writes to standard error is discarded.
    init(executable: URL, directory: URL) throws {
        process.executableURL = executable
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reading = Thread { [self] in readMessages() }
        reading.start()
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: Any) throws -> Int {
        let id = condition.withLock { () -> Int in
            defer { nextID += 1 }
            return nextID
        }
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return id
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: Any) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// The first message received so far, or arriving within `seconds`, for which `match` is
    /// not nil; nil when none came in time.
    func wait<Found>(seconds: Double, for match: ([String: Any]) -> Found?) -> Found? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        var checked = 0
        while true {
            while checked < received.count {
                if let found = match(received[checked]) { return found }
                checked += 1
            }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    /// The result of the response to request `id`, within `seconds`.
    func response(to id: Int, seconds: Double) -> Any? {
        wait(seconds: seconds) { message in
            Self.integer(message["id"]) == id && message["method"] == nil ? (message["result"] ?? NSNull()) : nil
        }
    }

    /// Asks the server to shut down and exit; kills it if it has not within a few seconds.
    func stop() {
        if let id = try? request("shutdown", NSNull()) { _ = response(to: id, seconds: 10) }
        try? notify("exit", NSNull())
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// A JSON number as an `Int`, however `JSONSerialization` bridged it.
    static func integer(_ value: Any?) -> Int? {
        (value as? NSNumber)?.intValue ?? value as? Int
    }

    private func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        try input.fileHandleForWriting.write(contentsOf: framed)
    }

    private func readMessages() {
        let handle = output.fileHandleForReading
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        while true {
            // `availableData` returns as soon as anything arrived (`read(upToCount:)` waits for all of it).
            let chunk = handle.availableData
            guard !chunk.isEmpty else { break }
            buffer.append(chunk)
            while let headerEnd = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                let length =
                    header.split(separator: "\r\n").compactMap { line -> Int? in
                        let parts = line.split(separator: ":", maxSplits: 1)
                        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                        return Int(parts[1].trimmingCharacters(in: .whitespaces))
                    }.first ?? 0
                guard buffer.distance(from: headerEnd.upperBound, to: buffer.endIndex) >= length else { break }
                let bodyEnd = buffer.index(headerEnd.upperBound, offsetBy: length)
                let body = buffer[headerEnd.upperBound..<bodyEnd]
                buffer = Data(buffer[bodyEnd...])
                if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                    condition.withLock {
                        received.append(message)
                        condition.broadcast()
                    }
                }
            }
        }
        condition.withLock { condition.broadcast() }
    }
}
