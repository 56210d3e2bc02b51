import DataFlow
import Foundation
import Testing

/// Apple Foundation API that the Hacker News client "Hackers" (weiran/Hackers) uses and Linux's
/// Foundation lacks: `RelativeDateTimeFormatter` ("2 hours ago", as Apple's writes it in English
/// with `.full` units) and `NSUbiquitousKeyValueStore`, here a process-local store. Neither
/// exists for `import DataFlow` on today's main, so this does not compile there.
@Suite struct FoundationAdditionsTests {
    @Test func relativeDatesUseTheLargestUnitThatIsNotZero() {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(
            formatter.localizedString(for: now.addingTimeInterval(-2 * 3600 - 60), relativeTo: now) == "2 hours ago")
        #expect(formatter.localizedString(for: now.addingTimeInterval(3 * 86400), relativeTo: now) == "in 3 days")
        #expect(formatter.localizedString(for: now.addingTimeInterval(-60), relativeTo: now) == "1 minute ago")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "yesterday")
        #expect(formatter.localizedString(for: now, relativeTo: now) == "now")
    }

    @Test func theKeyValueStoreKeepsWhatIsSet() {
        let store = NSUbiquitousKeyValueStore()
        store.set(Data([1, 2]), forKey: "bookmarks")
        store.set(true, forKey: "seen")
        store.set(Int64(42), forKey: "count")
        #expect(store.data(forKey: "bookmarks") == Data([1, 2]))
        #expect(store.bool(forKey: "seen"))
        #expect(store.longLong(forKey: "count") == 42)
        #expect(store.synchronize())
        store.removeObject(forKey: "bookmarks")
        #expect(store.data(forKey: "bookmarks") == nil)
        #expect(Set(store.dictionaryRepresentation.keys) == ["seen", "count"])
    }
}
