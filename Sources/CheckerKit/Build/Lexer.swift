import Foundation

/// Tokens of Swift source that matter for finding declarations: identifiers and punctuation,
/// each with its nesting depth; comments and literals are skipped. Lines end as the compiler
/// ends them (`\n`, `\r\n` or a lone `\r`), and a byte order mark at the start is skipped. The one
/// lexer left of the checker's scanners, for the declared checks (`DeclaredChecks`) and the
/// integrity notes (`IntegrityNotes`); what decides whether a learner's file is compiled at all
/// (its attributes, imports and top-level declarations) is read by the compiler's own parser
/// instead (`LearnerSyntax`).
struct Lexer {
    enum Kind: Equatable {
        case identifier(String)
        case punctuation(Character)
    }

    struct Token {
        var kind: Kind
        /// Depth of `{ [ (` nesting before this token (for a closing bracket, after it).
        var depth: Int
        var line: Int
        var column: Int
        /// False for a backticked identifier, which is never a keyword.
        var isPlainWord = true
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars.first == "\u{FEFF}" ? Array(scalars.dropFirst()) : scalars
    }

    /// Whether `scalar` ends a line (a `\r\n` pair ends it at its `\n`).
    static func isLineEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }

    /// `text` without its comments (each replaced by a space); string literals and everything
    /// else kept as written.
    static func withoutComments(_ text: String) -> String {
        var lexer = Lexer(Array(text.unicodeScalars))
        var kept = String.UnicodeScalarView()
        while let scalar = lexer.peek() {
            let from = lexer.index
            switch scalar {
            case "/" where lexer.peek(1) == "/":
                while let next = lexer.peek(), !isLineEnd(next) { lexer.advance() }
                kept.append(" ")
            case "/" where lexer.peek(1) == "*":
                lexer.skipBlockComment()
                kept.append(" ")
            case "\"":
                lexer.skipString()
                kept.append(contentsOf: lexer.scalars[from..<lexer.index])
            case "#" where lexer.isRawStringStart():
                lexer.skipString()
                kept.append(contentsOf: lexer.scalars[from..<lexer.index])
            default:
                lexer.advance()
                kept.append(scalar)
            }
        }
        return String(kept)
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" || (scalars[index] == "\r" && peek(1) != "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
            || (scalar.value > 0x7F && !scalar.properties.isWhitespace && !scalar.properties.isPatternSyntax)
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    mutating func next() -> Token? {
        while let scalar = peek() {
            let column = index - lineStart + 1
            let startLine = line
            switch scalar {
            case "/" where peek(1) == "/":
                while let next = peek(), !Self.isLineEnd(next) { advance() }
            case "/" where peek(1) == "*":
                skipBlockComment()
            case "\"":
                skipString()
            case "#" where isRawStringStart():
                skipString()
            case "`":
                advance()
                var name = ""
                while let next = peek(), next != "`", !Self.isLineEnd(next) {
                    name.unicodeScalars.append(next)
                    advance()
                }
                if peek() == "`" { advance() }
                return Token(kind: .identifier(name), depth: depth, line: startLine, column: column, isPlainWord: false)
            case _ where Self.isIdentifierStart(scalar):
                var name = ""
                while let next = peek(), Self.isIdentifierPart(next) {
                    name.unicodeScalars.append(next)
                    advance()
                }
                return Token(kind: .identifier(name), depth: depth, line: startLine, column: column)
            case "{", "[", "(":
                advance()
                depth += 1
                return Token(kind: .punctuation(Character(scalar)), depth: depth - 1, line: startLine, column: column)
            case "}", "]", ")":
                advance()
                depth = max(0, depth - 1)
                return Token(kind: .punctuation(Character(scalar)), depth: depth, line: startLine, column: column)
            case ";", "@", ".":
                advance()
                return Token(kind: .punctuation(Character(scalar)), depth: depth, line: startLine, column: column)
            default:
                advance()
            }
        }
        return nil
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while let scalar = peek() {
            if scalar == "/" && peek(1) == "*" {
                nesting += 1
                advance(); advance()
            } else if scalar == "*" && peek(1) == "/" {
                nesting -= 1
                advance(); advance()
                if nesting == 0 { return }
            } else {
                advance()
            }
        }
    }

    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Skips a string literal starting at the current position: `"…"`, `"""…"""`, `#"…"#`, with
    /// `\(…)` (or `\#(…)`) interpolations that may hold further strings.
    private mutating func skipString() {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        let multiLine = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiLine ? 3 : 1) { advance() }
        while let scalar = peek() {
            if scalar == "\\" && hashesFollow(hashes, from: 1) {
                for _ in 0...hashes { advance() }
                if peek() == "(" {
                    skipInterpolation()
                } else if peek() != nil {
                    advance()
                }
            } else if scalar == "\"" && (!multiLine || (peek(1) == "\"" && peek(2) == "\""))
                && hashesFollow(hashes, from: multiLine ? 3 : 1)
            {
                for _ in 0..<((multiLine ? 3 : 1) + hashes) { advance() }
                return
            } else if Self.isLineEnd(scalar) && !multiLine {
                return  // an unterminated string ends at the line's end, as the compiler reports it
            } else {
                advance()
            }
        }
    }

    private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == "#" }
    }

    /// Skips `( … )` inside a string, including nested strings and parentheses.
    private mutating func skipInterpolation() {
        var nesting = 0
        while let scalar = peek() {
            switch scalar {
            case "(":
                nesting += 1
                advance()
            case ")":
                nesting -= 1
                advance()
                if nesting == 0 { return }
            case "\"":
                skipString()
            case "#" where isRawStringStart():
                skipString()
            case "/" where peek(1) == "/":
                while let next = peek(), !Self.isLineEnd(next) { advance() }
            case "/" where peek(1) == "*":
                skipBlockComment()
            default:
                advance()
            }
        }
    }
}
