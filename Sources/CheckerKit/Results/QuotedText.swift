/// Text the checker did not write itself — a failed expectation's message, which carries the
/// values the learner's code produced, or what the learner's program printed — as a report shows
/// it: cut to a size (with how many bytes were dropped) and every line marked as quoted (`│ `),
/// so a learner's "✔ All checks passed." can never pass for the checker's own words in any of
/// the formats that carry it (text, JSON, JUnit, Gradescope).
enum QuotedText {
    /// The mark in front of every quoted line.
    static let mark = "│ "
    /// Bytes of one message kept (UTF-8, cut at a character boundary).
    static let messageLimit = 4 * 1024

    /// `text` cut to `limit` bytes and quoted line by line.
    static func quoted(_ text: String, limit: Int = messageLimit) -> String {
        let (kept, dropped) = capped(text, limit: limit)
        let lines = kept.split(separator: "\n", omittingEmptySubsequences: false).map { mark + $0 }
        return (lines + (dropped > 0 ? [Phrase.quotedBytesDropped.text(dropped)] : [])).joined(separator: "\n")
    }

    /// The longest start of `text` within `limit` bytes of UTF-8 that ends at a character
    /// boundary, and how many bytes were left out.
    static func capped(_ text: String, limit: Int) -> (kept: String, dropped: Int) {
        let total = text.utf8.count
        guard total > limit else { return (text, 0) }
        var end = text.startIndex
        var bytes = 0
        for index in text.indices {
            let next = text.index(after: index)
            let size = text.utf8.distance(from: index, to: next)
            if bytes + size > limit { break }
            bytes += size
            end = next
        }
        return (String(text[..<end]), total - bytes)
    }
}
