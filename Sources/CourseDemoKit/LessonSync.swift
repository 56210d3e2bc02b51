import Foundation

/// Keeps the demo output embedded in the lessons equal to what the demos print now: finds the
/// blocks that differ (a test fails on them) and rewrites them (`checker demo --update-lessons`).
@MainActor
public enum LessonSync {
    /// A block whose embedded text is not what its demo prints now.
    public struct StaleBlock: Equatable, Sendable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let demo: String
        public let output: LessonBlock.Output

        public var description: String {
            "\(file):\(line): the \(output.rawValue) of demo \"\(demo)\" is not what `swift run checker \(output == .graph ? "graph" : "demo") \(demo)` prints now"
        }
    }

    /// The blocks of the lessons under `root` that are out of date.
    public static func staleBlocks(in root: URL, outputs: DemoOutputs) async throws -> [StaleBlock] {
        var stale: [StaleBlock] = []
        for file in LessonFiles.all(in: root) {
            let text = try String(contentsOf: root.appending(path: file), encoding: .utf8)
            for block in try LessonBlocks.find(in: text, file: file) {
                let expected = LessonBlock.content(
                    for: try await outputs.output(block.output, of: block.demo), output: block.output)
                if block.embedded != expected {
                    stale.append(StaleBlock(file: file, line: block.line, demo: block.demo, output: block.output))
                }
            }
        }
        return stale
    }

    /// Rewrites every block of the lessons under `root`; returns the files that changed.
    public static func update(in root: URL, outputs: DemoOutputs) async throws -> [String] {
        var changed: [String] = []
        for file in LessonFiles.all(in: root) {
            let url = root.appending(path: file)
            let text = try String(contentsOf: url, encoding: .utf8)
            let blocks = try LessonBlocks.find(in: text, file: file)
            guard !blocks.isEmpty else { continue }
            var generated: [String: String] = [:]
            for block in blocks {
                generated["\(block.demo) \(block.output.rawValue)"] = LessonBlock.content(
                    for: try await outputs.output(block.output, of: block.demo), output: block.output)
            }
            let updated = try LessonBlocks.rewrite(text, file: file) { demo, output in
                generated["\(demo) \(output.rawValue)"] ?? ""
            }
            if updated != text {
                try updated.write(to: url, atomically: true, encoding: .utf8)
                changed.append(file)
            }
        }
        return changed
    }
}
