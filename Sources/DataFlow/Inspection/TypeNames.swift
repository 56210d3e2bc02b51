import Foundation

/// Type names as a learner writes them: `[Movie]` for `Array<Movie>`, `Int?` for
/// `Optional<Int>`, `[String: Int]` for `Dictionary<String, Int>`, for inspection output.
enum TypeNames {
    static func readable(_ type: Any.Type) -> String {
        sugared(String(describing: type))
    }

    /// Rewrites the generic spellings `String(describing:)` gives into Swift's sugar.
    static func sugared(_ name: String) -> String {
        if let inner = unwrap(name, prefix: "Array<") { return "[\(sugared(inner))]" }
        if let inner = unwrap(name, prefix: "Optional<") { return "\(sugared(inner))?" }
        if let inner = unwrap(name, prefix: "Dictionary<"), let comma = topLevelComma(in: inner) {
            let key = inner[..<comma].trimmingCharacters(in: .whitespaces)
            let value = inner[inner.index(after: comma)...].trimmingCharacters(in: .whitespaces)
            return "[\(sugared(String(key))): \(sugared(String(value)))]"
        }
        return name
    }

    private static func unwrap(_ name: String, prefix: String) -> String? {
        guard name.hasPrefix(prefix), name.hasSuffix(">") else { return nil }
        return String(name.dropFirst(prefix.count).dropLast())
    }

    private static func topLevelComma(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
