import Composable
import Foundation
import Testing

/// `LockIsolated` and `AnyHashableSendable`, from swift-concurrency-extras, which TCA re-exports
/// and its tests use to record what a dependency was called with.
@Suite struct ConcurrencyExtrasTests {
    @Test func lockIsolatedRecordsCallsFromSendableClosures() async {
        let calls = LockIsolated<[Int]>([])
        let record: @Sendable (Int) -> Void = { number in calls.withValue { $0.append(number) } }
        await withTaskGroup(of: Void.self) { group in
            for number in 0..<100 { group.addTask { record(number) } }
        }
        #expect(calls.value.sorted() == Array(0..<100))
        #expect(calls.count == 100)
        calls.setValue([7])
        #expect(calls.value == [7])
    }

    @Test func anyHashableSendableComparesItsBase() {
        #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
        #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
        let ids: Set<AnyHashableSendable> = [AnyHashableSendable(1), AnyHashableSendable("a"), AnyHashableSendable(1)]
        #expect(ids.count == 2)
        #expect(AnyHashableSendable(5).base == AnyHashable(5))
    }
}
