import DataFlow
import Foundation

/// The demo tool behind `checker demo` and `checker graph` (the `course-demos` executable, which
/// links every chapter's examples):
///
///     course-demos demo                    the demos, by chapter
///     course-demos demo <name>             run one, printing each step's updates and screen
///     course-demos graph <name>            its sources of truth as a Mermaid flowchart
///     course-demos graph <name> --format dot   the same graph in Graphviz's DOT language
///     course-demos demo --update-lessons   rewrite the output embedded in the lessons
///     course-demos demo --check-lessons    list the embedded outputs that are out of date
@MainActor
public struct DemoCommandLine {
    public let root: URL
    public let output: (String) -> Void

    public init(root: URL, output: @escaping (String) -> Void) {
        self.root = root
        self.output = output
    }

    public static let usage = """
        Usage:
          checker demo                    list the demos, by chapter
          checker demo <name>             run a demo: each step's changes, re-evaluated bodies and screen
          checker graph <name>            print a demo's sources of truth as a Mermaid flowchart
          checker demo --update-lessons   refresh the demo output embedded in the lessons and the site's files
          checker demo --check-lessons    list embedded demo output (and the site's files) that is out of date
        """

    /// Runs `arguments` (`demo …` or `graph …`) and returns the exit status: 0 done, 1 out-of-date
    /// lessons or a failed demo, 2 a wrong command.
    public func run(_ arguments: [String]) async -> Int32 {
        let outputs = DemoOutputs()
        do {
            let command = arguments.first
            let rest = Array(arguments.dropFirst())
            let name = rest.count == 1 && !rest[0].hasPrefix("-") ? rest[0] : nil
            switch command {
            case nil, "list":
                output(list(outputs.demos))
                return 0
            case "demo" where rest.isEmpty:
                output(list(outputs.demos))
                return 0
            case "demo" where rest == ["--update-lessons"]:
                let changed =
                    try await LessonSync.update(in: root, outputs: outputs)
                    + SiteDemoFiles.update(in: root, outputs: outputs)
                output(
                    changed.isEmpty
                        ? "The lessons' demo output is up to date." : "Updated: " + changed.joined(separator: ", "))
                return 0
            case "demo" where rest == ["--check-lessons"]:
                let stale =
                    try await LessonSync.staleBlocks(in: root, outputs: outputs).map(\.description)
                    + SiteDemoFiles.stale(in: root, outputs: outputs).map {
                        "\($0): not what the demos print now (the course site's trace listings and graphs)"
                    }
                if stale.isEmpty {
                    output("The lessons' demo output is up to date.")
                    return 0
                }
                output(
                    (stale + ["Run `swift run checker demo --update-lessons` to refresh them."])
                        .joined(separator: "\n"))
                return 1
            case "demo" where name != nil:
                output(try await outputs.output(.trace, of: name!))
                return 0
            case "graph" where name != nil:
                output(try await outputs.output(.graph, of: name!))
                return 0
            case "graph" where rest.count == 3 && rest[1] == "--format" && !rest[0].hasPrefix("-"):
                switch rest[2] {
                case "dot": output(try await outputs.dot(of: rest[0]))
                case "mermaid": output(try await outputs.output(.graph, of: rest[0]))
                default:
                    output(
                        "Unknown graph format \"\(rest[2])\": write `--format mermaid` (the default) or `--format dot`."
                    )
                    return 2
                }
                return 0
            case "graph" where rest.isEmpty:
                output("Name the demo to draw: `checker graph <name>`.\n\n" + list(outputs.demos))
                return 2
            default:
                output(Self.usage)
                return 2
            }
        } catch {
            output("\(error)")
            return 1
        }
    }

    private func list(_ demos: [Demo]) -> String {
        guard !demos.isEmpty else {
            return "No demos are declared. A chapter adds one with #Demo in Chapters/NN-Topic/Examples/Demos/."
        }
        let width = demos.map(\.name.count).max() ?? 0
        var lines: [String] = []
        var chapter = 0
        for demo in demos {
            if demo.chapter != chapter {
                chapter = demo.chapter
                lines.append((lines.isEmpty ? "" : "\n") + "Chapter \(chapter)")
            }
            lines.append("  " + demo.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + demo.title)
        }
        lines.append(
            "\nRun one with `swift run checker demo <name>`; draw its sources of truth with `swift run checker graph <name>`."
        )
        return lines.joined(separator: "\n")
    }
}
