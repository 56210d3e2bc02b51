import Foundation

/// The jobs `swiftc` runs for one compile (the frontend, `swift-autolink-extract`, the linker
/// driver), worked out once with `swiftc -###` and then started directly.
///
/// Starting the driver costs a re-check about a tenth of a second: it loads, plans the same
/// jobs every time, and only then starts the frontend. The plan depends on nothing but the
/// arguments and the toolchain, so it is asked for once per argument list, with the check's
/// private folder and the learner's file replaced by placeholders, and remembered in the sealed
/// fingerprint memo (keyed by the compiler binary's identity and version). A plan that cannot be
/// read, or that names a path the placeholders do not cover, is not used: the driver runs as before.
struct DriverJobs: Equatable, Codable {
    /// One process the driver would start.
    struct Job: Equatable, Codable {
        var executable: String
        var arguments: [String]
    }

    /// The jobs, in order, with `folderToken` and `sourceToken` in place of the real paths.
    var jobs: [Job]

    static let folderToken = "\u{1}FOLDER\u{1}"
    static let sourceToken = "\u{1}SOURCE\u{1}"

    /// The jobs for `arguments` run in `folder` on `source`, from the memo or from `swiftc -###`;
    /// nil when the driver's plan cannot be replayed safely.
    static func plan(
        compiler: String, arguments: [String], folder: URL, source: String?, memo: FileFingerprints,
        toolchainVersion: String
    ) -> [Job]? {
        let template = arguments.map { tokenized($0, folder: folder.path, source: source) }
        let key =
            "driver-jobs:"
            + SHA256.hex(
                "\(memo.statIdentity(of: compiler))\n\(toolchainVersion)\n\(compiler)\n"
                    + template.joined(separator: "\u{0}"))
        if let stored = memo.note(for: key) {
            guard let plan = try? JSONDecoder().decode(DriverJobs.self, from: Data(stored.utf8)), !plan.jobs.isEmpty
            else { return nil }
            return plan.instantiated(folder: folder.path, source: source)
        }
        var child = ChildProcess(executable: compiler, arguments: ["-###"] + arguments, timeLimit: 60)
        child.capturedOutputLimit = 1024 * 1024
        child.extraEnvironment = ["TMPDIR": folder.path]
        let finished = child.run()
        guard finished.outcome == .exited(0), let text = finished.standardOutput?.text,
            let plan = parse(text, folder: folder.path, source: source),
            let encoded = try? JSONEncoder().encode(plan)
        else { return nil }
        memo.setNote(String(decoding: encoded, as: UTF8.self), for: key)
        return plan.instantiated(folder: folder.path, source: source)
    }

    /// Reads `swiftc -###` output: one job a line, words quoted as a POSIX shell would read them.
    /// Every absolute path the jobs write must lie in `folder` (the driver's temporary files are
    /// there too, since it runs with `TMPDIR` set to it); otherwise the plan is refused.
    static func parse(_ text: String, folder: String, source: String?) -> DriverJobs? {
        var jobs: [Job] = []
        for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let words = shellWords(String(line)), let executable = words.first, executable.hasPrefix("/") else {
                return nil
            }
            let arguments = words.dropFirst().map { tokenized($0, folder: folder, source: source) }
            jobs.append(Job(executable: executable, arguments: Array(arguments)))
        }
        guard !jobs.isEmpty else { return nil }
        // The temporary files must have come out under the folder, or they would be shared by checks.
        guard
            !jobs.contains(where: {
                $0.arguments.contains { $0.contains("/TemporaryDirectory.") && !$0.contains(folderToken) }
            })
        else { return nil }
        return DriverJobs(jobs: jobs)
    }

    /// The jobs with the placeholders replaced by `folder` and `source`.
    func instantiated(folder: String, source: String?) -> [Job] {
        jobs.map { job in
            Job(
                executable: job.executable,
                arguments: job.arguments.map { argument in
                    var value = argument.replacingOccurrences(of: Self.folderToken, with: folder)
                    if let source { value = value.replacingOccurrences(of: Self.sourceToken, with: source) }
                    return value
                })
        }
    }

    /// The folders the jobs expect to exist (the driver's temporary folder), to create first.
    static func temporaryFolders(of jobs: [Job]) -> Set<String> {
        var folders: Set<String> = []
        for job in jobs {
            for argument in job.arguments {
                let path = argument.hasPrefix("@") ? String(argument.dropFirst()) : argument
                guard let range = path.range(of: "/TemporaryDirectory.") else { continue }
                let rest = path[range.upperBound...]
                let name = rest.prefix { $0 != "/" }
                folders.insert(String(path[..<range.upperBound]) + name)
            }
        }
        return folders
    }

    private static func tokenized(_ argument: String, folder: String, source: String?) -> String {
        var value = argument
        if let source, !source.isEmpty { value = value.replacingOccurrences(of: source, with: sourceToken) }
        return value.replacingOccurrences(of: folder, with: folderToken)
    }

    /// Splits a line into words as `sh` would: single quotes keep everything, double quotes keep
    /// all but `\"`, `\\`, `\$` and `` \` ``, a backslash outside quotes keeps the next character.
    /// Nil when a quote is left open.
    static func shellWords(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "'" { closed = true; break }
                    current.append(next)
                }
                if !closed { return nil }
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        guard let escaped = characters.next() else { return nil }
                        if !["\"", "\\", "$", "`"].contains(escaped) { current.append("\\") }
                        current.append(escaped)
                    } else {
                        current.append(next)
                    }
                }
                if !closed { return nil }
            case "\\":
                inWord = true
                guard let escaped = characters.next() else { return nil }
                current.append(escaped)
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
