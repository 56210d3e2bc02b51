import Foundation

extension Publisher {
    /// Pairs the latest value of each publisher whenever either sends, once both have sent:
    /// Combine's `combineLatest(_:)`.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `combineLatest(_:_:)` with a transform: `$a.combineLatest($b) { a, b in ... }`.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of three publishers: Combine's `combineLatest(_:_:)`.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }
}

/// The latest values of several publishers, and the subscriptions that feed them: one per
/// subscriber of a `CombineLatest`. It finishes when every upstream has finished, and fails with
/// the first failure, as Combine's does.
final class LatestValues<Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Any?]
    private var finished = 0
    var tokens: [AnyCancellable] = []

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    /// Records `value` at `index`; returns every latest value once all have one.
    func record(_ value: Any, at index: Int) -> [Any]? {
        lock.withLock {
            values[index] = value
            let all = values.compactMap { $0 }
            return all.count == values.count ? all : nil
        }
    }

    /// Records that one upstream finished; true when all have.
    func finish() -> Bool {
        lock.withLock {
            finished += 1
            return finished == values.count
        }
    }

    func subscribe<P: Publisher>(
        _ publisher: P, at index: Int, send: @escaping ([Any]) -> Void,
        complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) where P.Failure == Failure {
        tokens.append(
            publisher._subscribe(
                _Subscriber(
                    receiveValue: { [weak self] value in
                        if let all = self?.record(value, at: index) { send(all) }
                    },
                    receiveCompletion: { [weak self] completion in
                        switch completion {
                        case .failure: complete(completion)
                        case .finished: if self?.finish() == true { complete(.finished) }
                        }
                    })))
    }
}

extension Publishers {
    /// What `combineLatest(_:)` returns: Combine's `Publishers.CombineLatest`.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let latest = LatestValues<Failure>(count: 2)
            let send: ([Any]) -> Void = { subscriber.receive(($0[0] as! A.Output, $0[1] as! B.Output)) }
            let complete: (Subscribers.Completion<Failure>) -> Void = { subscriber.receive(completion: $0) }
            latest.subscribe(a, at: 0, send: send, complete: complete)
            latest.subscribe(b, at: 1, send: send, complete: complete)
            return AnyCancellable { latest.tokens.forEach { $0.cancel() } }
        }
    }

    /// The latest values of three publishers: Combine's `Publishers.CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let latest = LatestValues<Failure>(count: 3)
            let send: ([Any]) -> Void = {
                subscriber.receive(($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output))
            }
            let complete: (Subscribers.Completion<Failure>) -> Void = { subscriber.receive(completion: $0) }
            latest.subscribe(a, at: 0, send: send, complete: complete)
            latest.subscribe(b, at: 1, send: send, complete: complete)
            latest.subscribe(c, at: 2, send: send, complete: complete)
            return AnyCancellable { latest.tokens.forEach { $0.cancel() } }
        }
    }
}
