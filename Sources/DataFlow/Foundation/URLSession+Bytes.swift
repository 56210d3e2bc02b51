import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking

    extension URLSession {
        /// Loads `url` and returns its body as an asynchronous sequence of bytes, with the response:
        /// Apple's `URLSession.bytes(from:delegate:)`, which Linux's FoundationNetworking lacks.
        ///
        ///     let (bytes, response) = try await URLSession.shared.bytes(from: url)
        ///     for try await line in bytes.lines { … }
        ///
        /// What it is not: Apple's sequence delivers bytes as they arrive; this one loads the whole
        /// body first (with `data(for:)`), then hands it out byte by byte. The delegate is ignored.
        public func bytes(
            from url: URL, delegate: (any URLSessionTaskDelegate)? = nil
        ) async throws -> (AsyncBytes, URLResponse) {
            try await bytes(for: URLRequest(url: url), delegate: delegate)
        }

        /// Loads `request` and returns its body as an asynchronous sequence of bytes, with the
        /// response: Apple's `URLSession.bytes(for:delegate:)` (see `bytes(from:delegate:)`).
        public func bytes(
            for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil
        ) async throws -> (AsyncBytes, URLResponse) {
            let (data, response) = try await data(for: request)
            return (AsyncBytes(data: data), response)
        }

        /// The bytes of a response body: Apple's `URLSession.AsyncBytes`, read with `for try await`
        /// or, for text, through `lines` and `characters`.
        public struct AsyncBytes: AsyncSequence, Sendable {
            public typealias Element = UInt8
            let data: Data

            public func makeAsyncIterator() -> AsyncIterator {
                AsyncIterator(data: data)
            }

            /// Hands out the body's bytes in order.
            public struct AsyncIterator: AsyncIteratorProtocol {
                let data: Data
                var index: Data.Index

                init(data: Data) {
                    self.data = data
                    index = data.startIndex
                }

                public mutating func next() async throws -> UInt8? {
                    guard index < data.endIndex else { return nil }
                    defer { index = data.index(after: index) }
                    return data[index]
                }
            }
        }
    }

    extension AsyncSequence where Element == UInt8 {
        /// The bytes read as UTF-8 text, line by line: Apple Foundation's `AsyncSequence.lines`, which
        /// Linux's lacks. A line ends at a line feed, a carriage return, or both together; the last
        /// line needs no ending. What is not settled: Apple's documentation does not say whether its
        /// sequence yields empty lines; this one yields every line, empty ones included.
        public var lines: AsyncLineSequence<Self> { AsyncLineSequence(base: self) }

        /// The bytes read as UTF-8 text, one character at a time: Apple Foundation's
        /// `AsyncSequence.characters`.
        public var characters: AsyncCharacterSequence<Self> { AsyncCharacterSequence(base: self) }
    }

    /// Lines of UTF-8 text read from a sequence of bytes: Foundation's `AsyncLineSequence` on Apple's
    /// platforms (see `AsyncSequence.lines`).
    public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
        public typealias Element = String
        let base: Base

        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(bytes: base.makeAsyncIterator())
        }

        /// Reads bytes up to each line ending.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var bytes: Base.AsyncIterator
            /// A byte read past a carriage return that was not a line feed: the next line's first.
            var carried: UInt8?
            var finished = false

            public mutating func next() async throws -> String? {
                guard !finished else { return nil }
                var line: [UInt8] = []
                while true {
                    let byte: UInt8?
                    if let carried {
                        byte = carried
                        self.carried = nil
                    } else {
                        byte = try await bytes.next()
                    }
                    switch byte {
                    case nil:
                        finished = true
                        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
                    case UInt8(ascii: "\n"):
                        return String(decoding: line, as: UTF8.self)
                    case UInt8(ascii: "\r"):
                        let following = try await bytes.next()
                        if following != UInt8(ascii: "\n") {
                            carried = following
                            if following == nil { finished = true }
                        }
                        return String(decoding: line, as: UTF8.self)
                    case let byte?:
                        line.append(byte)
                    }
                }
            }
        }
    }

    /// Characters of UTF-8 text read from a sequence of bytes: Foundation's `AsyncCharacterSequence`
    /// on Apple's platforms. What it is not: it reads the whole sequence before the first character.
    public struct AsyncCharacterSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
        public typealias Element = Character
        let base: Base

        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(bytes: base.makeAsyncIterator())
        }

        /// Decodes the text once, then hands out its characters.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var bytes: Base.AsyncIterator
            var characters: [Character]?
            var index = 0

            public mutating func next() async throws -> Character? {
                if characters == nil {
                    var all: [UInt8] = []
                    while let byte = try await bytes.next() { all.append(byte) }
                    characters = Array(String(decoding: all, as: UTF8.self))
                }
                guard let characters, index < characters.count else { return nil }
                defer { index += 1 }
                return characters[index]
            }
        }
    }
#endif
