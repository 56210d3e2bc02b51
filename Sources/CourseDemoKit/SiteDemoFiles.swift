import Foundation

/// The demo output the course site shows, as files of the package that a test keeps equal to what
/// the demos print now (like the lessons' embedded blocks, `LessonSync`):
///
/// - `Sources/CourseSite/Workbook.docc/Code/Demo-<name>-trace.txt`: `checker demo <name>`, shown
///   as a listing in a tutorial's code pane (DocC's `@Code`), where the trace has the room the
///   step column lacks; a line longer than `traceWidth` continues on the next lines, indented
///   four more spaces, so that no line runs past the pane's edge (the site test measures it);
/// - `Sources/CourseSite/Workbook.docc/Graphs/<name>.dot`: `course-demos graph <name> --format dot`
///   (`course-demos` is the program behind `checker graph`), which `.ci/site` draws with
///   Graphviz's `dot` as `Demo-<name>-graph.svg`, an image on the page.
///
/// Every demo has both files; `checker demo --update-lessons` rewrites them and removes those of
/// demos that no longer exist.
@MainActor
public enum SiteDemoFiles {
    public static let traceFolder = "Sources/CourseSite/Workbook.docc/Code"
    public static let graphFolder = "Sources/CourseSite/Workbook.docc/Graphs"
    /// The longest line of a trace listing: what DocC's code pane shows whole in a 1280-pixel window.
    public static let traceWidth = 88

    /// The trace listing's path for `demo`, relative to the package root.
    public static func tracePath(of demo: String) -> String { "\(traceFolder)/Demo-\(demo)-trace.txt" }
    /// The DOT source's path for `demo`, relative to the package root.
    public static func graphPath(of demo: String) -> String { "\(graphFolder)/\(demo).dot" }

    /// Every file and the text it must hold now, by path relative to the package root.
    public static func expected(outputs: DemoOutputs) async throws -> [String: String] {
        var files: [String: String] = [:]
        for demo in outputs.demos {
            let trace = try await outputs.output(.trace, of: demo.name)
            files[tracePath(of: demo.name)] = wrapped(trace, width: traceWidth) + "\n"
            files[graphPath(of: demo.name)] = try await outputs.dot(of: demo.name) + "\n"
        }
        return files
    }

    /// The files under `root` that are missing, differ from the demos' output, or belong to no demo.
    public static func stale(in root: URL, outputs: DemoOutputs) async throws -> [String] {
        let expected = try await expected(outputs: outputs)
        var stale = expected.keys.filter { path in
            (try? String(contentsOf: root.appending(path: path), encoding: .utf8)) != expected[path]
        }
        stale += present(in: root).filter { expected[$0] == nil }
        return stale.sorted()
    }

    /// Writes every file under `root` and removes those of demos that no longer exist; returns
    /// the paths that changed.
    public static func update(in root: URL, outputs: DemoOutputs) async throws -> [String] {
        let changed = try await stale(in: root, outputs: outputs)
        let expected = try await expected(outputs: outputs)
        for path in changed {
            let url = root.appending(path: path)
            if let text = expected[path] {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } else {
                try FileManager.default.removeItem(at: url)
            }
        }
        return changed
    }

    /// `text` with every line longer than `width` broken at spaces (or, in a word longer than a
    /// line, anywhere), its continuations indented four spaces more than the line itself.
    public nonisolated static func wrapped(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            guard line.count > width else { return [String(line)] }
            let indentation = String(line.prefix { $0 == " " })
            let continuation = indentation + "    "
            var lines: [String] = []
            var current = ""
            var prefix = indentation
            for word in line.dropFirst(indentation.count).split(separator: " ", omittingEmptySubsequences: false) {
                var word = Substring(word)
                let room = width - prefix.count
                if !current.isEmpty, current.count + 1 + word.count > room {
                    lines.append(prefix + current)
                    prefix = continuation
                    current = ""
                }
                while word.count > width - prefix.count - (current.isEmpty ? 0 : current.count + 1) {
                    let fits = width - prefix.count - (current.isEmpty ? 0 : current.count + 1)
                    lines.append(prefix + (current.isEmpty ? "" : current + " ") + word.prefix(fits))
                    word = word.dropFirst(fits)
                    prefix = continuation
                    current = ""
                }
                current = current.isEmpty ? String(word) : current + " " + word
            }
            lines.append(prefix + current)
            return lines
        }.joined(separator: "\n")
    }

    /// The generated files there are now: `Demo-*-trace.txt` listings and `*.dot` sources.
    static func present(in root: URL) -> [String] {
        let files = FileManager.default
        let traces = ((try? files.contentsOfDirectory(atPath: root.appending(path: traceFolder).path)) ?? [])
            .filter { $0.hasPrefix("Demo-") && $0.hasSuffix("-trace.txt") }.map { "\(traceFolder)/\($0)" }
        let graphs = ((try? files.contentsOfDirectory(atPath: root.appending(path: graphFolder).path)) ?? [])
            .filter { $0.hasSuffix(".dot") }.map { "\(graphFolder)/\($0)" }
        return traces + graphs
    }
}
