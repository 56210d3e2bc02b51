import Foundation

/// Makes demo output the same on every run, so that the copy embedded in a lesson can be compared
/// with a fresh one: values that differ from run to run by nature (a `UUID()` an example makes,
/// an object's address) are replaced by numbered placeholders in order of appearance, `UUID 1`,
/// `0x…1`, so that the same value keeps the same name within one output.
enum StableText {
    private static let patterns: [(regex: String, placeholder: String)] = [
        ("[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}", "UUID "),
        ("0x[0-9A-Fa-f]{6,16}", "0x…"),
    ]

    static func normalized(_ text: String) -> String {
        var result = text
        for (pattern, placeholder) in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            var names: [String: String] = [:]
            let matches = regex.matches(in: result, range: NSRange(result.startIndex..., in: result))
            for match in matches {
                guard let range = Range(match.range, in: result) else { continue }
                let found = String(result[range])
                if names[found] == nil { names[found] = placeholder + String(names.count + 1) }
            }
            for (found, replacement) in names.sorted(by: { $0.key < $1.key }) {
                result = result.replacingOccurrences(of: found, with: replacement)
            }
        }
        return result
    }
}
