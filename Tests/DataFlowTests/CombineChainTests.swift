import DataFlow
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Combine's network chain as SwiftUI view models write it: `URLSession.dataTaskPublisher(for:)`
/// (developer.apple.com/documentation/foundation/urlsession/datataskpublisher(for:)-1hzqy),
/// `tryMap(_:)`, `decode(type:decoder:)`, `mapError(_:)`, `replaceError(with:)`,
/// `setFailureType(to:)`, and `Future`, whose page says "a Future executes its closure
/// immediately" and delivers its one result to every subscriber
/// (developer.apple.com/documentation/combine/future). The apps measured in round ten use them in
/// nine files. On today's main none of these compiles.
@MainActor
@Suite struct CombineChainTests {
    struct Post: Decodable, Equatable {
        let title: String
    }

    enum LoadError: Error, Equatable {
        case badStatus
        case wrapped(String)
    }

    @Test func aFutureRunsAtOnceAndEverySubscriberGetsItsOneResult() {
        var runs = 0
        let future = Future<Int, Never> { promise in
            runs += 1
            promise(.success(7))
            promise(.success(8))
        }
        #expect(runs == 1)
        var first: [Int] = []
        var late: [Int] = []
        let a = future.sink { first.append($0) }
        let b = future.sink { late.append($0) }
        #expect(first == [7] && late == [7] && runs == 1)
        _ = (a, b)
    }

    @Test func aFutureSettledLaterTellsItsSubscribersThen() {
        var settle: ((Result<String, LoadError>) -> Void)?
        let future = Future<String, LoadError> { settle = $0 }
        var events: [String] = []
        let token = future.sink(
            receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append($0) })
        #expect(events.isEmpty)
        settle?(.failure(.badStatus))
        #expect(events == ["failure(DataFlowTests.CombineChainTests.LoadError.badStatus)"])
        _ = token
    }

    @Test func decodingATryMapAndErrorsShapeTheStream() {
        let json = Data(#"[{"title":"Hello"}]"#.utf8)
        var posts: [Post] = []
        var finished = false
        let decoded = Just(json)
            .decode(type: [Post].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { posts = $0 })
        #expect(posts == [Post(title: "Hello")] && finished)

        var failure: LoadError?
        let thrown = Just(500)
            .tryMap { status -> Int in
                guard status == 200 else { throw LoadError.badStatus }
                return status
            }
            .mapError { ($0 as? LoadError) ?? .wrapped("\($0)") }
            .sink(
                receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { _ in })
        #expect(failure == .badStatus)

        var titles: [String] = []
        let replaced = Just(Data("not json".utf8))
            .decode(type: Post.self, decoder: JSONDecoder())
            .map(\.title)
            .replaceError(with: "Offline")
            .sink { titles.append($0) }
        #expect(titles == ["Offline"])

        var values: [Int] = []
        let typed: AnyPublisher<Int, LoadError> = Just(1).setFailureType(to: LoadError.self).eraseToAnyPublisher()
        let set = typed.sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        #expect(values == [1])
        _ = (decoded, thrown, replaced, set)
    }

    /// A `data:` URL, which Foundation loads without a network: the body arrives as the
    /// publisher's one value, decoded down the chain.
    @Test func aDataTaskPublisherLoadsAndDecodes() async throws {
        let url = try #require(URL(string: #"data:application/json,{"title":"Loaded"}"#))
        let titles: [String] = await withCheckedContinuation { continuation in
            var received: [String] = []
            var token: AnyCancellable?
            token = URLSession.shared.dataTaskPublisher(for: url)
                .map(\.data)
                .decode(type: Post.self, decoder: JSONDecoder())
                .map(\.title)
                .replaceError(with: "failed")
                .receive(on: DispatchQueue.main)
                .sink(
                    receiveCompletion: { _ in
                        continuation.resume(returning: received)
                        token = nil
                    },
                    receiveValue: { received.append($0) })
            _ = token
        }
        #expect(titles == ["Loaded"])
    }

    /// Combine's `first()` ends after the first value; `share()` subscribes to the upstream once,
    /// for every subscriber (developer.apple.com/documentation/combine/publisher/share()).
    @Test func firstEndsAfterOneValueAndShareSubscribesOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var firsts: [String] = []
        let first = subject.first().sink(
            receiveCompletion: { _ in firsts.append("end") }, receiveValue: { firsts.append("\($0)") })
        subject.send(1)
        subject.send(2)
        #expect(firsts == ["1", "end"])

        var subscriptions = 0
        let shared = Deferred {
            subscriptions += 1
            return subject
        }
        .share()
        var a: [Int] = []
        var b: [Int] = []
        let tokenA = shared.sink { a.append($0) }
        subject.send(3)
        let tokenB = shared.sink { b.append($0) }
        subject.send(4)
        #expect(subscriptions == 1)
        #expect(a == [3, 4] && b == [4])
        _ = (first, tokenA, tokenB)
    }

    /// Combine's `map(_:)` with a key path held in a variable, which the closure form cannot take
    /// (developer.apple.com/documentation/combine/publisher/map(_:)-6sm0a).
    @Test func aKeyPathMapsEveryValue() {
        let keyPath: KeyPath<Post, String> = \.title
        var titles: [String] = []
        let token = Just(Post(title: "Key path")).map(keyPath).sink { titles.append($0) }
        #expect(titles == ["Key path"])
        _ = token
    }
}
