/// The checks a hidden check file declares, found in its source before anything runs: every
/// function marked `@Test` (or `@Testing.Test`), by name. A verdict needs each of them to start
/// and end exactly once, and no other check to run, so a run cut short, filtered or padded with
/// checks of the learner's own is never taken for a pass.
struct DeclaredChecks: Equatable {
    /// The base names of the `@Test` functions (`addsOne` for `func addsOne()`), in file order.
    let functionNames: [String]

    /// Scans `source`, skipping comments and string literals.
    init(source: String) {
        var lexer = Lexer(Array(source.unicodeScalars))
        var names: [String] = []
        var previous: Lexer.Token?
        var beforePrevious: Lexer.Token?
        var pendingDepth: Int?
        var expectingName = false
        while let token = lexer.next() {
            defer {
                beforePrevious = previous
                previous = token
            }
            if expectingName {
                expectingName = false
                if case .identifier(let name) = token.kind { names.append(name) }
                continue
            }
            if case .identifier("Test") = token.kind, token.isPlainWord, Self.isAttributeStart(previous, beforePrevious)
            {
                pendingDepth = token.depth
                continue
            }
            guard let depth = pendingDepth, token.depth == depth else { continue }
            switch token.kind {
            case .identifier("func") where token.isPlainWord:
                expectingName = true
                pendingDepth = nil
            case .punctuation("{"), .punctuation("}"), .punctuation(";"):
                pendingDepth = nil
            default:
                break
            }
        }
        functionNames = names
    }

    /// `@` right before `Test`, or `@Testing.` before it.
    private static func isAttributeStart(_ previous: Lexer.Token?, _ beforePrevious: Lexer.Token?) -> Bool {
        if previous?.kind == .punctuation("@") { return true }
        return previous?.kind == .punctuation(".") && beforePrevious?.kind == .identifier("Testing")
    }

    /// `addsOne` for `addsOne()` or `addsOne(count:)`.
    static func baseName(_ functionName: String) -> String {
        String(functionName.prefix { $0 != "(" })
    }
}
