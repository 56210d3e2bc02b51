import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The records a check runner sent on its results channel, checked line by line: each must carry
/// the next sequence number and the HMAC-SHA256 of that number and its record under the run's key
/// (see `EntryPoint`), hold a JSON record, and end with a newline. What
/// is wrong is kept, in words, as `problems`; only well-formed records reach the `EventStream`.
///
/// At most `budget.records` records are verified and read (see `RecordBudget`); lines past it
/// are only counted, so forged records by the hundred thousand cost a scan for newlines. A run
/// that reached its end must also carry this run's canary checks, failed as the checker expects
/// (see `CanaryChecks`).
struct ChannelRecords {
    /// The records whose codes verified, in sequence.
    let events: EventStream
    /// What was wrong with the channel, in plain words; empty for a well-formed channel.
    let problems: [String]

    /// Checks `received` under `key`; `canaries` are the run's canaries (nil: not checked, for
    /// tests that feed records by hand).
    init(
        _ received: CapturedOutput, key: String, canaries: CanaryChecks? = nil,
        budget: RecordBudget = .unbounded
    ) {
        var problems: [String] = []
        var records: [Data] = []
        var expected = 0
        var forged = 0
        var outOfSequence = 0
        var malformed = 0
        var unread = 0
        let codes = HMACSHA256(key: Array(key.utf8))
        let head = received.head
        var start = head.startIndex
        while start < head.endIndex {
            guard let end = head[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                problems.append(Phrase.channelLastRecordCut.text())
                break
            }
            let line = head[start..<end]
            start = end + 1
            guard expected + forged + outOfSequence + malformed < budget.records else {
                unread = 1 + Self.lineCount(head[start...])
                break
            }
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
            // The code covers the sequence number and the record: `<code> <sequence> <record>`.
            guard fields.count == 3,
                HMACSHA256.constantTimeEqual(
                    Array(fields[0]), Array(codes.hexCode(line[fields[1].startIndex...]).utf8))
            else {
                forged += 1
                continue
            }
            guard let sequence = Int(String(decoding: fields[1], as: UTF8.self)), sequence == expected else {
                outOfSequence += 1
                continue
            }
            expected += 1
            let json = Data(fields[2])
            guard (try? JSONSerialization.jsonObject(with: json)) is [String: Any] else {
                malformed += 1
                continue
            }
            records.append(json)
        }
        if forged > 0 { problems.append(Phrase.channelRecordsForged.text(Self.records(forged))) }
        if outOfSequence > 0 { problems.append(Phrase.channelRecordsOutOfSequence.text(Self.records(outOfSequence))) }
        if malformed > 0 {
            problems.append((malformed == 1 ? Phrase.channelMalformedOne : .channelMalformedMany).text(malformed))
        }
        if unread > 0 { problems.append(Phrase.channelRecordsUnread.text(unread, budget.records)) }
        if received.droppedByteCount > 0 || !received.tail.isEmpty {
            problems.append(
                Phrase.channelRecordsTooLarge.text(CapturedOutput.describe(bytes: ResultChannel.recordLimit)))
        }
        let events = EventStream(records: records, testLimit: budget.tests)
        if events.recordsAfterEnd > 0 {
            problems.append(Phrase.channelRecordsAfterEnd.text(Self.records(events.recordsAfterEnd)))
        }
        // A run cut short (a crash, the time limit) never reached its canaries and is judged as
        // what it is; a run that ended must have run them.
        if let canaries, events.runEnded {
            problems += canaries.problems(in: events.canary)
        }
        self.events = events
        self.problems = problems
    }

    /// The complete lines in `data`, counted with `memchr`: no record past the budget is looked at.
    /// "1 record", "3 records", in the checker's language.
    private static func records(_ count: Int) -> String {
        (count == 1 ? Phrase.channelRecordOne : .channelRecordMany).text(count)
    }

    private static func lineCount(_ data: Data) -> Int {
        data.withUnsafeBytes { bytes in
            guard var cursor = bytes.baseAddress else { return 0 }
            var left = bytes.count
            var count = 0
            while left > 0, let found = memchr(cursor, Int32(UInt8(ascii: "\n")), left) {
                count += 1
                let next = UnsafeRawPointer(found) + 1
                left -= next - cursor
                cursor = next
            }
            return count
        }
    }
}
