/// `checker graph <name> [--format mermaid|dot]`: a demo's sources of truth (`@State`, bindings,
/// objects, environment, stores) and the views that own, read and bind to them, drawn from the
/// running examples by the `course-demos` program (see `DemoLauncher`): a Mermaid flowchart (the
/// default; the READMEs embed it and GitHub draws it), or the same nodes and edges in Graphviz's
/// DOT language (`--format dot`, for `dot -Tsvg`; the course site's graphs are this text).
enum GraphCommand: CheckerCommand {
    static let description = CommandDescription(
        name: "graph", operand: .demo, summary: .commandGraph, formats: [.mermaid, .dot])

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        guard let words = demoWords(for: invocation) else {
            context.output(Phrase.demoNameNeeded.text() + "\n")
            _ = try DemoLauncher(tool: context.tool).run(["demo"])
            return 2
        }
        return try DemoLauncher(tool: context.tool).run(words)
    }

    /// What `course-demos` is asked: `graph <name>`, with `--format dot` for DOT; nil without a name.
    static func demoWords(for invocation: Invocation) -> [String]? {
        guard let name = invocation.exerciseID else { return nil }
        return invocation.options.format == .dot ? ["graph", name, "--format", "dot"] : ["graph", name]
    }
}
