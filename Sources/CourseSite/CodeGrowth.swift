import Foundation

/// A chapter's main example shown as it grows, step by step: DocC shows a tutorial's steps that
/// list files of the same name one after another and highlights what each step added. The earlier
/// versions are cut from the real example, never written by hand, so they cannot drift from it:
/// each stage is the example without the regions that later stages add.
///
/// The example files belong to the chapters and carry no markers, so a region is found by text:
/// a line of the example names it, and the kind of region says how far it reaches. The catalog's
/// `Code/<listing>-<n>.swift` files hold the stages (SiteTests checks that they are what
/// `stages()` cuts now, and rewrites them when `WORKBOOK_UPDATE_CODE_STEPS=1`); the last step
/// shows the example itself, through the catalog's link to it.
public struct CodeGrowth: Sendable {
    /// A part of the example that a stage adds, found by the text of one of its lines.
    public enum Region: Sendable, Equatable {
        /// Every line that contains the text.
        case lines(String)
        /// The line that contains the text, through the line that closes the brackets it opens
        /// (`{`, `(`, `[`), with the `///` comment and attribute lines right above it.
        case block(String)
        /// The innermost bracketed block around the line that contains the text, with its comment.
        case enclosingBlock(String)
        /// A `case …:` of a `switch`, through the line before its next sibling or the switch's end.
        case switchCase(String)
        /// From the line that contains the first text through the next line that contains the second.
        case range(from: String, through: String)
    }

    /// The catalog's listing of the example (`State-CounterView.swift`, a link to the real file).
    public let listing: String
    /// The regions each step after the first adds, in order; the last step adds the last regions
    /// and shows the whole example.
    public let additions: [[Region]]

    public init(listing: String, additions: [[Region]]) {
        self.listing = listing
        self.additions = additions
    }

    /// The names of the stage files, `State-CounterView-1.swift`…, one per step before the last.
    public var stageFiles: [String] {
        let base = (listing as NSString).deletingPathExtension
        return (1...additions.count).map { "\(base)-\($0).swift" }
    }

    /// The stages cut from `example` (the real file's text): stage `n` lacks the regions of
    /// additions `n` and later. An error names a region whose text the example no longer has.
    public func stages(of example: String) throws -> [String] {
        let lines = example.components(separatedBy: "\n")
        var regionLines: [[Set<Int>]] = []
        for regions in additions {
            regionLines.append(try regions.map { try Self.lines(of: $0, in: lines) })
        }
        return (0..<additions.count).map { stage in
            var removed = Set<Int>()
            for later in regionLines[stage...] { for region in later { removed.formUnion(region) } }
            return Self.joined(lines, removing: removed)
        }
    }

    /// The example's lines without `removed`, and without a blank line that the removal left
    /// doubled or hanging before a closing bracket.
    static func joined(_ lines: [String], removing removed: Set<Int>) -> String {
        var kept: [String] = []
        for (index, line) in lines.enumerated() where !removed.contains(index) {
            let blank = line.trimmingCharacters(in: .whitespaces).isEmpty
            if blank, let last = kept.last, last.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if let first = line.trimmingCharacters(in: .whitespaces).first, "})]".contains(first),
                let last = kept.last, last.trimmingCharacters(in: .whitespaces).isEmpty, removed.contains(index - 1)
            {
                kept.removeLast()
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// The line numbers (from 0) a region covers in `lines`.
    static func lines(of region: Region, in lines: [String]) throws -> Set<Int> {
        func first(_ text: String, from start: Int = 0) throws -> Int {
            guard start < lines.count, let index = lines[start...].firstIndex(where: { $0.contains(text) }) else {
                throw CodeGrowthError(description: "no line contains \"\(text)\"")
            }
            return index
        }
        switch region {
        case .lines(let text):
            let found = Set(lines.indices.filter { lines[$0].contains(text) })
            if found.isEmpty { throw CodeGrowthError(description: "no line contains \"\(text)\"") }
            return found
        case .block(let text):
            let start = try first(text)
            return Set(commentStart(above: start, in: lines)...blockEnd(from: start, in: lines))
        case .enclosingBlock(let text):
            let inner = try first(text)
            var depth = 0
            for index in stride(from: inner - 1, through: 0, by: -1) {
                depth += balance(of: lines[index])
                if depth > 0 { return Set(commentStart(above: index, in: lines)...blockEnd(from: index, in: lines)) }
            }
            throw CodeGrowthError(description: "no block encloses the line containing \"\(text)\"")
        case .switchCase(let text):
            let start = try first(text)
            let indentation = lines[start].prefix { $0 == " " }.count
            var end = start
            while end + 1 < lines.count {
                let next = lines[end + 1]
                let trimmed = next.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty, next.prefix(while: { $0 == " " }).count <= indentation { break }
                end += 1
            }
            return Set(start...end)
        case .range(let from, let through):
            let start = try first(from)
            return Set(start...(try first(through, from: start)))
        }
    }

    /// Opening minus closing brackets on a line, outside string literals.
    static func balance(of line: String) -> Int {
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if "{([".contains(character) { depth += 1 }
                if "})]".contains(character) { depth -= 1 }
            }
            previous = character
        }
        return depth
    }

    /// The line where the brackets opened on `start` are closed again (`start` itself if none open).
    static func blockEnd(from start: Int, in lines: [String]) -> Int {
        var depth = 0
        for index in start..<lines.count {
            depth += balance(of: lines[index])
            if depth <= 0 { return index }
        }
        return lines.count - 1
    }

    /// The first of the `///` comment and `@attribute` lines right above `line`, or `line`.
    static func commentStart(above line: Int, in lines: [String]) -> Int {
        var start = line
        while start > 0 {
            let above = lines[start - 1].trimmingCharacters(in: .whitespaces)
            guard above.hasPrefix("///") || (above.hasPrefix("@") && !above.contains("{")) else { break }
            start -= 1
        }
        return start
    }
}

/// A region of a growth plan that the example no longer has.
public struct CodeGrowthError: Error, CustomStringConvertible {
    public let description: String
}
