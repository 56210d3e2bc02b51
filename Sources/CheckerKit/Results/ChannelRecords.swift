import Foundation

/// The records a check runner sent on its results channel, checked line by line: each must carry
/// the next sequence number and the HMAC-SHA256 of that number and its record under the run's key
/// (see `EntryPoint`), hold a JSON record, and end with a newline. What
/// is wrong is kept, in words, as `problems`; only well-formed records reach the `EventStream`.
struct ChannelRecords {
    /// The records whose codes verified, in sequence.
    let events: EventStream
    /// What was wrong with the channel, in plain words; empty for a well-formed channel.
    let problems: [String]

    init(_ received: CapturedOutput, key: String) {
        var problems: [String] = []
        var records: [Data] = []
        var expected = 0
        var forged = 0
        var outOfSequence = 0
        var malformed = 0
        let codes = HMACSHA256(key: Array(key.utf8))
        let lines = received.head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if index == lines.count - 1 {
                if !line.isEmpty { problems.append("the last record was cut off") }
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
        if forged > 0 { problems.append("\(forged) record\(forged == 1 ? "" : "s") not sent by the checks") }
        if outOfSequence > 0 {
            problems.append(
                "\(outOfSequence) record\(outOfSequence == 1 ? "" : "s") out of sequence (repeated or missing)")
        }
        if malformed > 0 { problems.append("\(malformed) malformed record\(malformed == 1 ? "" : "s")") }
        if received.droppedByteCount > 0 || !received.tail.isEmpty {
            problems.append("more than \(CapturedOutput.describe(bytes: ResultChannel.recordLimit)) of records")
        }
        let events = EventStream(records: records)
        if events.recordsAfterEnd > 0 {
            problems.append(
                "\(events.recordsAfterEnd) record\(events.recordsAfterEnd == 1 ? "" : "s") after the run ended")
        }
        self.events = events
        self.problems = problems
    }
}
