import Composable
import Foundation
import Testing

/// Custom keys in swift-sharing 2's shape (`SharedReaderKey`/`SharedKey` with load and save
/// continuations and a subscription), the 1.10–1.16 spelling (`PersistenceReaderKey`), `@SharedReader`,
/// and the `defaultFileStorage` dependency tests use (swift-sharing's "Custom persistence
/// strategies" and "Testing" articles).
@MainActor
@Suite struct SharedKeyProtocolTests {
    /// A key of swift-sharing 2's shape: loads 42, records what it saves, yields pushed values.
    struct CounterKey: SharedKey, Hashable {
        typealias Value = Int
        static let saved = LockIsolated<[Int]>([])
        static let subscribers = LockIsolated<[SharedSubscriber<Int>]>([])

        func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
            continuation.resume(returning: 42)
        }
        func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
            Self.subscribers.withValue { $0.append(subscriber) }
            return SharedSubscription {}
        }
        func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
            Self.saved.withValue { $0.append(value) }
            continuation.resume()
        }
    }

    @Test func aSwiftSharing2KeyLoadsSavesAndFollowsItsSubscription() {
        @Shared(CounterKey()) var count = 0
        #expect(count == 42)
        $count.withLock { $0 += 1 }
        #expect(CounterKey.saved.value.last == 43)
        CounterKey.subscribers.value.last?.yield(100)
        #expect(count == 100)
        @SharedReader(CounterKey()) var reader = 0
        #expect(reader == 100)
    }

    struct Box: Codable, Equatable, Identifiable {
        let id: Int
        var label: String
    }

    /// A key as TCA 1.10–1.16 apps declared one (TCA's SyncUps tutorial before swift-sharing:
    /// `extension PersistenceReaderKey where Self == PersistenceKeyDefault<FileStorageKey<…>>`),
    /// through the deprecated aliases swift-sharing keeps (`Sources/Sharing/Internal/Deprecations.swift`).
    @available(*, deprecated, message: "TCA 1.10–1.16's spelling of a key with a default")
    @Test func aKeyDeclaredWithTheTCA110SpellingLoadsItsDefaultAndSaves() {
        @Shared(.legacyBoxes) var boxes
        #expect(boxes == [Box(id: 1, label: "Books")])
        $boxes.withLock { $0.append(Box(id: 2, label: "Games")) }
        @Shared(.legacyBoxes) var again
        #expect(again.map(\.label) == ["Books", "Games"])
    }

    struct Settings: Codable, Equatable {
        var theme = "light"
    }

    @Test func fileStorageInATestUsesTheInMemoryFileSystem() {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/settings.json")
        withDependencies {
            $0.defaultFileStorage = .inMemory
        } operation: {
            @Shared(.fileStorage(url)) var settings = Settings()
            $settings.withLock { $0.theme = "dark" }
            #expect(settings.theme == "dark")
        }
        #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
    }

    @Test func elementsIsTheCollectionOfSharedElements() {
        let numbers = Shared(value: [1, 2, 3])
        let elements = Array(numbers.elements)
        elements[1].withLock { $0 = 20 }
        #expect(numbers.wrappedValue == [1, 20, 3])
    }
}

@available(*, deprecated, message: "TCA 1.10–1.16's spelling of a key with a default")
extension PersistenceReaderKey
where Self == PersistenceKeyDefault<InMemoryKey<[SharedKeyProtocolTests.Box]>> {
    fileprivate static var legacyBoxes: Self {
        PersistenceKeyDefault(.inMemory("legacy-boxes"), [SharedKeyProtocolTests.Box(id: 1, label: "Books")])
    }
}
