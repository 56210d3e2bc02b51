import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP server that serves a static website from a folder on 127.0.0.1, on a port the
/// system chooses, the way GitHub Pages serves the site DocC made for static hosting: every
/// path under the hosting base path is a file of the folder, and a folder's page is its
/// `index.html`.
///
/// It answers `GET` and `HEAD`, one request per connection (`Connection: close`), each on its
/// own thread, and gives up on a connection that sends nothing for five seconds (browsers open
/// connections ahead of time). It exists so that the site test needs nothing beyond the
/// toolchain and a browser. It can add a script to every HTML page it serves (`PageProbe`'s
/// measurements), the way a browser extension would, without changing the site's files.
public final class StaticSiteServer: Sendable {
    /// The port the server listens on, on 127.0.0.1.
    public let port: UInt16
    /// The folder served.
    public let root: URL
    /// The path prefix of every page (`/workbook`), or "" for the root.
    public let basePath: String
    /// JavaScript added, in a `<script>`, before the `</body>` of every HTML page served, or nil.
    public let injectedScript: String?
    private let listeningSocket: Int32
    private let log = RequestLog()

    /// Starts serving `root` under `basePath` on 127.0.0.1, adding `script` to every HTML page.
    public init(serving root: URL, under basePath: String, injecting script: String? = nil) throws {
        self.root = root.standardizedFileURL
        self.injectedScript = script
        self.basePath = basePath.hasSuffix("/") ? String(basePath.dropLast()) : basePath
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw ServerError(step: "socket", code: errno) }
        var reuse: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socketDescriptor, 64) == 0 else {
            let code = errno
            close(socketDescriptor)
            throw ServerError(step: "bind", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
        self.listeningSocket = socketDescriptor
        Thread.detachNewThread { [self] in self.acceptConnections() }
    }

    /// The address of the site's root page, `http://127.0.0.1:<port><basePath>/`.
    public var siteURL: String { "http://127.0.0.1:\(port)\(basePath)/" }

    /// The paths requested so far that had no file, for failure messages.
    public var pathsNotFound: [String] { log.notFound }

    /// How many requests were answered with a file.
    public var filesServed: Int { log.served }

    /// Stops listening. Connections being answered finish on their own.
    public func stop() {
        shutdown(listeningSocket, Int32(SHUT_RDWR))
        close(listeningSocket)
    }

    private func acceptConnections() {
        while true {
            let connection = accept(listeningSocket, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            DispatchQueue.global().async { [self] in
                self.answer(connection)
                close(connection)
            }
        }
    }

    private func answer(_ connection: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = HTTPRequestLine(readingFrom: connection) else { return }
        guard request.method == "GET" || request.method == "HEAD" else {
            send(status: "405 Method Not Allowed", type: "text/plain", body: Data("GET only\n".utf8), on: connection)
            return
        }
        guard let file = file(for: request.path) else {
            log.record(notFound: request.path)
            send(status: "404 Not Found", type: "text/plain", body: Data("not found\n".utf8), on: connection)
            return
        }
        var body = (try? Data(contentsOf: file)) ?? Data()
        if let script = injectedScript, file.pathExtension.lowercased() == "html",
            let page = String(data: body, encoding: .utf8), let end = page.range(of: "</body>", options: .backwards)
        {
            body = Data(page.replacingCharacters(in: end, with: "<script>\(script)</script></body>").utf8)
        }
        log.recordServed()
        send(
            status: "200 OK", type: Self.contentType(of: file), body: body, on: connection,
            includeBody: request.method == "GET")
    }

    /// The file a request path names: under the base path, without `..`, a folder meaning its
    /// `index.html`.
    private func file(for requestPath: String) -> URL? {
        var path = requestPath
        if !basePath.isEmpty {
            guard path == basePath || path.hasPrefix(basePath + "/") else { return nil }
            path.removeFirst(basePath.count)
        }
        let components = path.split(separator: "/").map(String.init)
        guard !components.contains("..") else { return nil }
        var url = components.reduce(root) { $0.appendingPathComponent($1) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue {
            url.appendPathComponent("index.html")
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        }
        return url
    }

    private func send(status: String, type: String, body: Data, on connection: Int32, includeBody: Bool = true) {
        let head =
            "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        if includeBody { bytes.append(body) }
        writeAll(bytes, to: connection)
    }

    /// The media type a browser needs for each kind of file DocC writes.
    static func contentType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "txt", "swift": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}

/// Writes all of `bytes` to a connection, stopping early if the peer has gone.
private func writeAll(_ bytes: Data, to connection: Int32) {
    bytes.withUnsafeBytes { buffer in
        guard let start = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let sent = send(connection, start + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            if sent <= 0 { return }
            offset += sent
        }
    }
}

/// Why the server could not start: the system call that failed and its `errno`.
public struct ServerError: Error, CustomStringConvertible {
    public let step: String
    public let code: Int32
    public var description: String { "could not start the site server (\(step): \(String(cString: strerror(code))))" }
}

/// The first line of an HTTP request: its method and its path, percent-decoded, without the query.
struct HTTPRequestLine {
    let method: String
    let path: String

    /// Reads a request's head (up to its blank line, at most 64 KiB) from a connection.
    init?(readingFrom connection: Int32) {
        var head = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { break }
            head.append(contentsOf: buffer[0..<count])
            if head.range(of: Data("\r\n\r\n".utf8)) != nil { break }
        }
        guard let text = String(data: head, encoding: .utf8),
            let line = text.split(separator: "\r\n", maxSplits: 1).first
        else { return nil }
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        method = String(parts[0])
        let target = parts[1].split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        path = target.removingPercentEncoding ?? target
    }
}

/// What the server answered, shared by its connection threads.
private final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var missing: [String] = []
    private var servedCount = 0

    var notFound: [String] { lock.withLock { missing } }
    var served: Int { lock.withLock { servedCount } }

    func record(notFound path: String) { lock.withLock { missing.append(path) } }
    func recordServed() { lock.withLock { servedCount += 1 } }
}
