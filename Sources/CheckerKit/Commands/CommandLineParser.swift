/// Reads `checker` arguments into a command and its options.
public enum CommandLineParser {
    /// The usage text printed by `help` and after a mistake.
    public static let usage = """
        Usage: swift run checker [command] [options]

          (no command)        your progress, the current exercise and what to do next
          list                every exercise with its status
          check <id>          check one exercise
          check --all         check every exercise
          hint <id>           show the next hint for an exercise
          reset <id>          restore an exercise's original stub (your file is backed up first)
          verify              for course authors: every stub must fail, every solution pass, every variant be judged right
          report              for instructors: grade the exercise files, fresh (--course DIR, --submission DIR)
          demo [<name>]       list the demos, or run one: each step's changes, re-evaluated bodies and screen
          graph <name>        a demo's sources of truth and the views using them, as a Mermaid flowchart
          demo --update-lessons   for course authors: refresh the demo output embedded in the lessons

        Options:
          --format F          json (check, verify, report), junit or gradescope (report)
          --time-limit S      seconds the checks of one exercise may run (default 10)
          --jobs N            exercises compiled at once (default 2)
          --fresh             check again, ignoring cached results (check, verify)
        """

    /// Parses `arguments` (without the program name), or explains what is wrong.
    public static func parse(_ arguments: [String]) throws -> (Command, CommandOptions) {
        var options = CommandOptions()
        // The demo tool reads its own arguments (`demo --update-lessons`).
        if let first = arguments.first, first == "demo" || first == "graph" {
            return (.demo(arguments), options)
        }
        var words: [String] = []
        var all = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--format":
                guard let format = remaining.popFirst(), ["json", "text", "junit", "gradescope"].contains(format) else {
                    throw CheckerError("--format takes `text`, `json`, `junit` or `gradescope`.\n\n\(usage)")
                }
                options.json = format == "json"
                options.reportFormat = ReportFormat(rawValue: format)
            case "--json":
                options.json = true
            case "--time-limit":
                guard let value = remaining.popFirst().flatMap(Double.init), value > 0 else {
                    throw CheckerError("--time-limit takes a number of seconds, for example `--time-limit 5`.")
                }
                options.timeLimit = value
            case "--jobs":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw CheckerError("--jobs takes a positive number, for example `--jobs 2`.")
                }
                options.jobs = value
            case "--course", "--submission":
                guard let folder = remaining.popFirst(), !folder.hasPrefix("-") else {
                    throw CheckerError("\(argument) takes a folder, for example `\(argument) ../course`.")
                }
                if argument == "--course" { options.course = folder } else { options.submission = folder }
            case "--fresh":
                options.fresh = true
            case "--all":
                all = true
            case "-h", "--help":
                words = ["help"]
            default:
                guard !argument.hasPrefix("-") else { throw CheckerError("Unknown option \(argument).\n\n\(usage)") }
                words.append(argument)
            }
        }
        return (try command(from: words, all: all), options)
    }

    private static func command(from words: [String], all: Bool) throws -> Command {
        switch (words.first, words.count) {
        case (nil, _): return .progress
        case ("help", _): return .help
        case ("list", 1): return .list
        case ("verify", 1): return .verify
        case ("report", 1): return .report
        case ("check", 1) where all: return .checkAll
        case ("check", 2) where !all: return .check(words[1])
        case ("hint", 2): return .hint(words[1])
        case ("reset", 2): return .reset(words[1])
        case ("check", _), ("hint", _), ("reset", _):
            throw CheckerError("`\(words[0])` needs one exercise id\(words[0] == "check" ? " or --all" : ""), for example `swift run checker \(words[0]) \(words[0] == "check" ? "--all" : "<id>")`. Run `swift run checker list` to see the ids.")
        default:
            throw CheckerError("Unknown command `\(words.joined(separator: " "))`.\n\n\(usage)")
        }
    }
}
