import DataFlow
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking

    /// `URLSession.bytes(from:)` and `bytes(for:)` with `lines`, which Apple's Foundation has and
    /// Linux's lacks, written as Apple's documentation shows them ("URLSession.bytes(from:delegate:)":
    /// `let (bytes, response) = try await URLSession.shared.bytes(from: url)`, then
    /// `for try await line in bytes.lines`). The body comes from a URL protocol of the test's own,
    /// not the network.
    @Suite struct URLSessionBytesTests {
        /// Answers every request with a fixed body.
        final class FixedBodyProtocol: URLProtocol {
            static let body = Data("first line\nsecond line\r\n\r\nlast line".utf8)

            override class func canInit(with request: URLRequest) -> Bool { true }
            override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

            override func startLoading() {
                let response = HTTPURLResponse(
                    url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
                client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
                client?.urlProtocol(self, didLoad: Self.body)
                client?.urlProtocolDidFinishLoading(self)
            }

            override func stopLoading() {}
        }

        static func session() -> URLSession {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.protocolClasses = [FixedBodyProtocol.self]
            return URLSession(configuration: configuration)
        }

        @Test func bytesFromAURLReadLineByLine() async throws {
            let url = URL(string: "https://example.com/log.txt")!
            let (bytes, response) = try await Self.session().bytes(from: url)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            var lines: [String] = []
            for try await line in bytes.lines {
                lines.append(line)
            }
            #expect(lines == ["first line", "second line", "", "last line"])
        }

        @Test func bytesForARequestCountEveryByte() async throws {
            let request = URLRequest(url: URL(string: "https://example.com/log.txt")!)
            let (bytes, _) = try await Self.session().bytes(for: request)
            var count = 0
            for try await _ in bytes { count += 1 }
            #expect(count == FixedBodyProtocol.body.count)
            var characters = ""
            for try await character in try await Self.session().bytes(for: request).0.characters {
                characters.append(character)
            }
            #expect(characters == String(decoding: FixedBodyProtocol.body, as: UTF8.self))
        }
    }
#endif
