import Foundation

/// One generated output embedded in a lesson, between marker comments:
///
///     <!-- demo:counter-graph -->
///     ```mermaid
///     flowchart LR
///     …
///     ```
///     <!-- /demo -->
///
/// `graph` embeds `checker graph <demo>`, `trace` embeds `checker demo <demo>`. A lesson may hold
/// any number of blocks; `checker demo --update-lessons` rewrites what is between the markers.
public struct LessonBlock: Equatable, Sendable {
    /// What a block embeds.
    public enum Output: String, Sendable, CaseIterable {
        case graph, trace

        /// The fence the output is wrapped in: GitHub renders ```mermaid as a diagram.
        var fence: String { self == .graph ? "mermaid" : "text" }
    }

    /// The demo whose output is embedded.
    public let demo: String
    public let output: Output
    /// The line of the opening marker, counting from 1.
    public let line: Int
    /// The text between the markers now (without the markers' own lines).
    public let embedded: String

    /// The text a block holds for `generated` output: the output in its fence.
    public static func content(for generated: String, output: Output) -> String {
        "```\(output.fence)\n\(generated)\n```"
    }
}

/// Finds and rewrites the blocks of a lesson's text.
public enum LessonBlocks {
    static let closing = "<!-- /demo -->"

    /// The blocks of `text`, in order; an error for a marker that is not closed or names no output.
    public static func find(in text: String, file: String) throws -> [LessonBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [LessonBlock] = []
        var index = 0
        while index < lines.count {
            guard let (demo, output) = try opening(lines[index], file: file, line: index + 1) else {
                index += 1
                continue
            }
            guard
                let end = lines[(index + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == closing }
                )
            else {
                throw LessonError(
                    "\(file):\(index + 1): the block `demo:\(demo)-\(output.rawValue)` has no closing `\(closing)` line."
                )
            }
            let indentation = leadingWhitespace(of: lines[index])
            let inside = lines[(index + 1)..<end].map { unindented($0, by: indentation) }.joined(separator: "\n")
            blocks.append(LessonBlock(demo: demo, output: output, line: index + 1, embedded: inside))
            index = end + 1
        }
        return blocks
    }

    /// `text` with every block's content replaced by `content(demo, output)`.
    public static func rewrite(
        _ text: String, file: String, content: (String, LessonBlock.Output) throws -> String
    ) throws -> String {
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            guard let (demo, output) = try opening(lines[index], file: file, line: index + 1) else {
                index += 1
                continue
            }
            guard
                let end = lines[(index + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == closing }
                )
            else {
                throw LessonError(
                    "\(file):\(index + 1): the block `demo:\(demo)-\(output.rawValue)` has no closing `\(closing)` line."
                )
            }
            let indentation = leadingWhitespace(of: lines[index])
            let replacement = try content(demo, output).components(separatedBy: "\n")
                .map { $0.isEmpty ? $0 : indentation + $0 }
            lines.replaceSubrange((index + 1)..<end, with: replacement)
            index += replacement.count + 2
        }
        return lines.joined(separator: "\n")
    }

    /// The spaces and tabs a line starts with.
    ///
    /// A block is indented as its opening marker is: inside a DocC directive (a `.tutorial` page's
    /// `@Steps`), `docc` removes the directive's indentation from every line of a code block, so a
    /// block written at the marker's indentation keeps the output's own indentation on the page.
    private static func leadingWhitespace(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }

    /// `line` without the block's indentation; a line holding only whitespace is empty.
    private static func unindented(_ line: String, by indentation: String) -> String {
        if line.allSatisfy({ $0 == " " || $0 == "\t" }) { return "" }
        return line.hasPrefix(indentation) ? String(line.dropFirst(indentation.count)) : line
    }

    /// `<!-- demo:counter-graph -->` → ("counter", .graph); nil for any other line.
    private static func opening(_ line: String, file: String, line number: Int) throws -> (String, LessonBlock.Output)?
    {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!-- demo:"), trimmed.hasSuffix("-->") else { return nil }
        let name = trimmed.dropFirst("<!-- demo:".count).dropLast("-->".count).trimmingCharacters(in: .whitespaces)
        for output in LessonBlock.Output.allCases where name.hasSuffix("-\(output.rawValue)") {
            return (String(name.dropLast(output.rawValue.count + 1)), output)
        }
        throw LessonError(
            "\(file):\(number): `\(trimmed)` names no output: write `demo:<name>-graph` or `demo:<name>-trace`.")
    }
}

/// A lesson whose markers are malformed, or that names a demo that does not exist.
public struct LessonError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
