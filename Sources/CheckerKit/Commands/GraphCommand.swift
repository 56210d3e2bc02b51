/// `checker graph <name>`: a demo's sources of truth (`@State`, bindings, objects, environment,
/// stores) and the views that own, read and bind to them, as a Mermaid flowchart, drawn from
/// the running examples by the `course-demos` program (see `DemoLauncher`).
enum GraphCommand: CheckerCommand {
    static let description = CommandDescription(name: "graph", operand: .demo, summary: .commandGraph)

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        guard let name = invocation.exerciseID else {
            context.output(Phrase.demoNameNeeded.text() + "\n")
            _ = try DemoLauncher(tool: context.tool).run(["demo"])
            return 2
        }
        return try DemoLauncher(tool: context.tool).run(["graph", name])
    }
}
