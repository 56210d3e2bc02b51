import DataFlow

/// The text of each demo's outputs, computed once per run of the tool: `checker demo <name>`
/// prints the trace, `checker graph <name>` the flowchart, and the lessons embed the same text.
@MainActor
public final class DemoOutputs {
    private var runs: [String: DemoRun] = [:]
    public let demos: [Demo]

    public init(demos: [Demo] = Demo.all) {
        self.demos = demos
    }

    /// The demo named `name`, or an error listing the demos there are.
    public func demo(named name: String) throws -> Demo {
        if let demo = demos.first(where: { $0.name == name }) { return demo }
        let known = demos.map(\.name).joined(separator: ", ")
        throw LessonError(
            "There is no demo named \"\(name)\". The demos are: \(known.isEmpty ? "none" : known). `checker demo` lists them."
        )
    }

    public func run(_ name: String) async throws -> DemoRun {
        if let run = runs[name] { return run }
        let run = try await DemoRun.run(demo(named: name))
        runs[name] = run
        return run
    }

    public func output(_ output: LessonBlock.Output, of name: String) async throws -> String {
        let run = try await run(name)
        switch output {
        case .trace: return DemoTranscript.text(of: run)
        case .graph: return MermaidFlowchart(run: run).text
        }
    }

    /// The demo's flowchart in Graphviz's DOT language (`checker graph <name> --format dot`).
    public func dot(of name: String) async throws -> String {
        MermaidFlowchart(run: try await run(name)).dotText(name: name)
    }
}
