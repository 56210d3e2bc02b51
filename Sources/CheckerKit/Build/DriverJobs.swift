import Foundation

/// The jobs `swiftc` runs for one compile (the frontend, `swift-autolink-extract`, the linker
/// driver), worked out once with `swiftc -###` and then started directly.
///
/// Starting the driver costs a re-check about a tenth of a second: it loads, plans the same
/// jobs every time, and only then starts the frontend. The plan depends on nothing but the
/// arguments and the toolchain, so it is asked for once per argument list (every input's name,
/// so their number too, is part of it), with the check's private folder and the learner's file
/// replaced by placeholders, and remembered in the sealed fingerprint memo (keyed by the
/// compiler binary's identity and version).
///
/// Planning is not free of effects: for a whole-module compile of three or more files the
/// driver (Swift 6.3.1) writes `-supplementary-output-file-map` into its temporary folder while
/// it plans, and the frontend reads it. Such files are kept with the plan (`files`) and written
/// again, into the next check's folder, before the plan is replayed. A plan that cannot be read,
/// that names a path the placeholders do not cover, or whose jobs read a temporary file that
/// neither an earlier job nor the plan's own files provide, is not used: the driver runs as before.
struct DriverJobs: Equatable, Codable {
    /// One process the driver would start.
    struct Job: Equatable, Codable {
        var executable: String
        var arguments: [String]
    }

    /// A file the driver wrote while planning, which a job reads; `path` and `contents` carry the
    /// placeholders.
    struct PlannedFile: Equatable, Codable {
        var path: String
        var contents: String
    }

    /// The jobs, in order, with `folderToken` and `sourceToken` in place of the real paths.
    var jobs: [Job]
    /// The files the driver wrote while planning, to write again before the jobs are replayed.
    var files: [PlannedFile] = []

    static let folderToken = "\u{1}FOLDER\u{1}"
    static let sourceToken = "\u{1}SOURCE\u{1}"
    /// The folder and the source as a JSON file spells them (`\/` for `/`), in planned files.
    static let escapedFolderToken = "\u{1}ESCAPED-FOLDER\u{1}"
    static let escapedSourceToken = "\u{1}ESCAPED-SOURCE\u{1}"

    /// The jobs for `arguments` run in `folder` on `source`, from the memo or from `swiftc -###`,
    /// with their temporary folders and planned files in place; nil when the driver's plan cannot
    /// be replayed safely. `remembered: false` (`--fresh`) asks the driver again and replaces what
    /// the memo held.
    static func plan(
        compiler: String, arguments: [String], folder: URL, source: String?, memo: FileFingerprints,
        toolchainVersion: String, remembered: Bool = true
    ) -> [Job]? {
        let key = memoKey(
            compiler: compiler, arguments: arguments, folder: folder, source: source, memo: memo,
            toolchainVersion: toolchainVersion)
        // A remembered plan that cannot be prepared here is replaced by the driver's plan.
        if remembered, let stored = memo.note(for: key),
            let plan = try? JSONDecoder().decode(DriverJobs.self, from: Data(stored.utf8)), !plan.jobs.isEmpty,
            let jobs = plan.prepared(folder: folder.path, source: source)
        {
            return jobs
        }
        var child = ChildProcess(executable: compiler, arguments: ["-###"] + arguments, timeLimit: 60)
        child.capturedOutputLimit = 1024 * 1024
        child.extraEnvironment = ["TMPDIR": folder.path]
        let finished = child.run()
        guard finished.outcome == .exited(0), let text = finished.standardOutput?.text,
            let parsed = parse(text, folder: folder.path, source: source),
            let plan = parsed.recordingPlannedFiles(folder: folder.path, source: source),
            let encoded = try? JSONEncoder().encode(plan)
        else {
            memo.removeNote(for: key)
            return nil
        }
        memo.setNote(String(decoding: encoded, as: UTF8.self), for: key)
        return plan.prepared(folder: folder.path, source: source)
    }

    /// Forgets the plan remembered for these arguments (a replay of it failed without a located
    /// error, so the next compile asks the driver again).
    static func forget(
        compiler: String, arguments: [String], folder: URL, source: String?, memo: FileFingerprints,
        toolchainVersion: String
    ) {
        memo.removeNote(
            for: memoKey(
                compiler: compiler, arguments: arguments, folder: folder, source: source, memo: memo,
                toolchainVersion: toolchainVersion))
    }

    /// The memo's key: the compiler's identity and version and every argument, placeholders in.
    /// Its version (`driver-jobs-2`) changed when planned files were added, so plans remembered
    /// without them are never replayed.
    static func memoKey(
        compiler: String, arguments: [String], folder: URL, source: String?, memo: FileFingerprints,
        toolchainVersion: String
    ) -> String {
        let template = arguments.map { tokenized($0, folder: folder.path, source: source) }
        return "driver-jobs-2:"
            + SHA256.hex(
                "\(memo.statIdentity(of: compiler))\n\(toolchainVersion)\n\(compiler)\n"
                    + template.joined(separator: "\u{0}"))
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
                arguments: job.arguments.map { Self.instantiated($0, folder: folder, source: source) })
        }
    }

    /// The folders the jobs expect to exist (the driver's temporary folder), to create first.
    static func temporaryFolders(of jobs: [Job]) -> Set<String> {
        var folders: Set<String> = []
        for job in jobs {
            for argument in job.arguments {
                guard let folder = temporaryFolder(of: argument) else { continue }
                folders.insert(folder)
            }
        }
        return folders
    }

    /// The driver's temporary folder `argument` (a path, or `@path`) lies in, if any.
    static func temporaryFolder(of argument: String) -> String? {
        let path = argument.hasPrefix("@") ? String(argument.dropFirst()) : argument
        guard let range = path.range(of: "/TemporaryDirectory.") else { return nil }
        let name = path[range.upperBound...].prefix { $0 != "/" }
        return String(path[..<range.upperBound]) + name
    }

    static func tokenized(_ argument: String, folder: String, source: String?) -> String {
        var value = argument
        if let source, !source.isEmpty { value = value.replacingOccurrences(of: source, with: sourceToken) }
        return value.replacingOccurrences(of: folder, with: folderToken)
    }

    static func instantiated(_ template: String, folder: String, source: String?) -> String {
        var value = template.replacingOccurrences(of: folderToken, with: folder)
        if let source { value = value.replacingOccurrences(of: sourceToken, with: source) }
        return value
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
