import Foundation

/// Makes demo output the same on every run, so that the copy embedded in a lesson can be compared
/// with a fresh one: values that differ from run to run by nature are replaced by numbered
/// placeholders in order of appearance, so that the same value keeps the same name within one
/// output:
///
/// - a `UUID()` an example makes: `UUID 1`, `UUID 2`…;
/// - an object's address: `0x…1`;
/// - a navigation stack's element id (`#3` after `id: `, `[` or `, `): Composable's live
///   `stackElementID` counter is one for the process, as TCA's is, so the ids a demo's links take
///   depend on what ran before it; they become `#0`, `#1`… in order of appearance.
enum StableText {
    private static let patterns: [(regex: String, placeholder: @Sendable (Int) -> String)] = [
        ("[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}", { "UUID \($0 + 1)" }),
        ("0x[0-9A-Fa-f]{6,16}", { "0x…\($0 + 1)" }),
        ("(?<=id: |\\[|, )#[0-9]+\\b", { "#\($0)" }),
    ]

    static func normalized(_ text: String) -> String {
        var result = text
        for (pattern, placeholder) in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            // One pass over the matches, so that a placeholder that looks like another value (`#1`
            // for `#4`) is never replaced again.
            var names: [String: String] = [:]
            var rebuilt = ""
            var rest = result.startIndex
            for match in regex.matches(in: result, range: NSRange(result.startIndex..., in: result)) {
                guard let range = Range(match.range, in: result) else { continue }
                let found = String(result[range])
                if names[found] == nil { names[found] = placeholder(names.count) }
                rebuilt += result[rest..<range.lowerBound] + names[found]!
                rest = range.upperBound
            }
            result = rebuilt + result[rest...]
        }
        return result
    }
}
