/// The most one exercise's report may hold of its checks' failure messages: each message is
/// already cut (`QuotedText.messageLimit`) and at most `EventStream.issueLimit` are kept per
/// check; past `messageBytes` for the whole exercise the remaining messages are replaced by one
/// line saying how many bytes were dropped. A report of every exercise of the course, and the
/// Gradescope `results.json` made from it, therefore stays within a bound known in advance
/// (one exercise once put 7.5 MB into it).
enum ReportSizeLimit {
    /// Bytes of failure messages kept per exercise.
    static let messageBytes = 32 * 1024

    /// `checks` with their messages kept, in order, while they fit in `messageBytes`.
    static func capped(_ checks: [CheckOutcome], limit: Int = messageBytes) -> [CheckOutcome] {
        var used = 0
        return checks.map { check in
            var kept: [String] = []
            var dropped = 0
            for message in check.messages {
                let size = message.utf8.count
                if dropped == 0, used + size <= limit {
                    kept.append(message)
                    used += size
                } else {
                    dropped += size
                }
            }
            if dropped > 0 { kept.append(Phrase.quotedBytesDropped.text(dropped)) }
            var capped = check
            capped.messages = kept
            return capped
        }
    }
}
