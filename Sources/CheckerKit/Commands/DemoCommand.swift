/// `checker demo [<name>]`: the course's demos, by chapter, or one demo run step by step: what
/// each step changed (source of truth, old → new value), which bodies were evaluated, and the
/// screen. `--update-lessons` refreshes the output the lessons embed; `--check-lessons` lists what
/// is out of date. The demos are run by the `course-demos` program (see `DemoLauncher`).
enum DemoCommand: CheckerCommand {
    static let description = CommandDescription(
        name: "demo", operand: .optionalDemo, summary: .commandDemo,
        options: [.updateLessons, .checkLessons])

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        // The operand is a demo's name; the parser keeps every command's operand in `exerciseID`.
        var words = ["demo"]
        if let name = invocation.exerciseID { words.append(name) }
        if invocation.options.updateLessons { words.append("--update-lessons") }
        if invocation.options.checkLessons { words.append("--check-lessons") }
        return try DemoLauncher(tool: context.tool).run(words)
    }
}
