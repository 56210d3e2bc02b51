import Foundation

/// A decoder that turns a whole input into a value: Combine's `TopLevelDecoder`, which
/// `JSONDecoder` and `PropertyListDecoder` adopt so that `decode(type:decoder:)` can use them.
public protocol TopLevelDecoder {
    /// What the decoder reads: `Data` for JSON.
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publisher {
    /// Decodes every value with `decoder`: Combine's `decode(type:decoder:)`, as a network chain
    /// decodes its data (`.map(\.data).decode(type: [Post].self, decoder: JSONDecoder())`). A
    /// decoding error ends the stream with that error.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
        type: Item.Type, decoder: Coder
    ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publishers {
    /// What `decode(type:decoder:)` returns: the upstream's values decoded, or the first
    /// decoding error.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = any Error
        public let upstream: Upstream
        let decoder: Coder

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let decoder = self.decoder
            return upstream.tryMap { try decoder.decode(Output.self, from: $0) }._subscribe(subscriber)
        }
    }
}
