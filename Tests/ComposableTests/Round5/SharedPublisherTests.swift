import Composable
import DataFlow
import Testing

/// `$shared.publisher`: swift-sharing's `SharedPublisher.swift` ("Returns a publisher that emits
/// events when the underlying value changes", shown as `for await user in $user.publisher.values`),
/// which sends the value it has first and then every value set after it, whoever sets it.
@Suite struct SharedPublisherTests {
    @Test func aPublisherSendsTheValueNowThenEachChange() {
        let count = Shared(value: 1)
        var received: [Int] = []
        let cancellable = count.publisher.sink { received.append($0) }
        count.withLock { $0 += 1 }
        let other = count
        other.withLock { $0 = 10 }
        #expect(received == [1, 2, 10])
        cancellable.cancel()
        count.withLock { $0 = 11 }
        #expect(received == [1, 2, 10])
    }

    @Test func aPartAndAReaderPublishTheirPart() {
        struct Profile: Equatable, Sendable { var name: String }
        let profile = Shared(value: Profile(name: "Blob"))
        var names: [String] = []
        let cancellable = profile.name.publisher.sink { names.append($0) }
        var readerNames: [String] = []
        let readerCancellable = SharedReader(profile).name.publisher.sink { readerNames.append($0) }
        profile.withLock { $0.name = "Blob Jr." }
        #expect(names == ["Blob", "Blob Jr."])
        #expect(readerNames == ["Blob", "Blob Jr."])
        _ = (cancellable, readerCancellable)
    }

    @Test func valuesArriveInAnAsyncLoop() async {
        let count = Shared(value: 0)
        let values = count.publisher.values
        var iterator = values.makeAsyncIterator()
        for next in 1...3 { count.withLock { $0 = next } }
        var seen: [Int] = []
        for _ in 0...3 {
            if let value = await iterator.next() { seen.append(value) }
        }
        #expect(seen == [0, 1, 2, 3])
    }
}
