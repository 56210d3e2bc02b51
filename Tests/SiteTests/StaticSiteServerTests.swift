import CourseSite
import Foundation
import Testing

/// The test's web server behaves as a static host such as GitHub Pages does for DocC's output:
/// files under the base path, a folder's `index.html`, the media types a browser needs, and
/// nothing outside the served folder.
@Suite struct StaticSiteServerTests {
    /// A folder with a page, a data file and a file beside it that must never be served.
    static func makeSite() throws -> (root: URL, secret: URL) {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("server-test-\(UUID().uuidString)")
        let root = parent.appendingPathComponent("site")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("tutorials/state"), withIntermediateDirectories: true)
        try "<p>root</p>".write(to: root.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "<p>state</p>".write(
            to: root.appendingPathComponent("tutorials/state/index.html"), atomically: true, encoding: .utf8)
        try #"{"kind":"tutorial"}"#.write(
            to: root.appendingPathComponent("state.json"), atomically: true, encoding: .utf8)
        let secret = parent.appendingPathComponent("secret.txt")
        try "secret".write(to: secret, atomically: true, encoding: .utf8)
        return (root, secret)
    }

    @Test("a folder's address serves its index.html as HTML; a JSON file is served as JSON")
    func servesFilesUnderTheBasePath() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site.root.deletingLastPathComponent()) }
        let server = try StaticSiteServer(serving: site.root, under: "/workbook")
        defer { server.stop() }
        let folder = try RawHTTP.get("/workbook/tutorials/state", port: server.port)
        #expect(folder.status == 200)
        #expect(folder.header("Content-Type") == "text/html; charset=utf-8")
        #expect(folder.body == "<p>state</p>")
        let root = try RawHTTP.get("/workbook/", port: server.port)
        #expect(root.body == "<p>root</p>")
        let data = try RawHTTP.get("/workbook/state.json?cache=1", port: server.port)
        #expect(data.status == 200 && data.header("Content-Type") == "application/json")
        #expect(data.body == #"{"kind":"tutorial"}"#)
        #expect(server.filesServed == 3)
    }

    @Test("paths outside the base path, missing files and `..` are not found, and other methods are refused")
    func refusesWhatIsNotTheSite() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site.root.deletingLastPathComponent()) }
        let server = try StaticSiteServer(serving: site.root, under: "/workbook")
        defer { server.stop() }
        #expect(try RawHTTP.get("/state.json", port: server.port).status == 404)
        #expect(try RawHTTP.get("/workbookx/state.json", port: server.port).status == 404)
        #expect(try RawHTTP.get("/workbook/missing.json", port: server.port).status == 404)
        #expect(try RawHTTP.get("/workbook/../secret.txt", port: server.port).status == 404)
        #expect(try RawHTTP.get("/workbook/%2E%2E/secret.txt", port: server.port).status == 404)
        #expect(try RawHTTP.request("POST /workbook/state.json HTTP/1.1", port: server.port).status == 405)
        #expect(server.pathsNotFound.contains("/workbook/missing.json"))
        #expect(server.filesServed == 0)
    }

    @Test("HEAD answers with the headers of GET and no body")
    func headHasNoBody() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site.root.deletingLastPathComponent()) }
        let server = try StaticSiteServer(serving: site.root, under: "")
        defer { server.stop() }
        let head = try RawHTTP.request("HEAD /state.json HTTP/1.1", port: server.port)
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "19")
        #expect(head.body.isEmpty)
    }
}

/// A minimal HTTP/1.1 client over a socket, so that the test sends exactly the request line it
/// means (URLSession would clean up `..` before sending).
enum RawHTTP {
    struct Response {
        let status: Int
        let headers: [String: String]
        let body: String
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    static func get(_ path: String, port: UInt16) throws -> Response {
        try request("GET \(path) HTTP/1.1", port: port)
    }

    static func request(_ requestLine: String, port: UInt16) throws -> Response {
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard connection >= 0 else { throw SiteTestError("socket() failed") }
        defer { close(connection) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw SiteTestError("could not connect to 127.0.0.1:\(port)") }
        let text = Array("\(requestLine)\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = text.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        let response = String(decoding: received, as: UTF8.self)
        let parts = response.components(separatedBy: "\r\n\r\n")
        let head = parts[0].components(separatedBy: "\r\n")
        let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }
}
