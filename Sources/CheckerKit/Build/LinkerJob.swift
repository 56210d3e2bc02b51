import Foundation

/// A compile's link job, which the driver plans as `clang … -fuse-ld=lld`, started as the linker
/// itself.
///
/// clang only works out the linker's command (the C library's start files, the library folders,
/// GCC's support libraries) and starts `ld.lld`: of a re-check's link, about 70 ms idle, the
/// linker is some 40 ms (timestamps around each process of `checker check`, helpers stopped).
/// That command is a function of clang's arguments and the toolchain, so it is asked for once
/// with `clang -###`, after the job first succeeded as planned (clang leaves out an input that
/// is not there yet), and remembered in the sealed memo, keyed by clang's identity, the
/// toolchain's version and the arguments with the check's folder as a placeholder.
///
/// The response file the driver hands clang (`@….autolink`, the libraries the compiled code's
/// imports ask for, written anew by each compile) is given to `ld.lld` the same way, in the same
/// place: both read response files one word at a time. It is used so only while it holds nothing
/// but `-l` options, as `swift-autolink-extract` writes them for Linux; whenever the linker fails,
/// the job runs again as planned, so that a learner's link error reads as it always did, and the
/// command is forgotten until the planned job links again.
struct LinkerJob {
    /// The remembered command's version, part of the memo's key.
    static let memoVersion = "linker-1"
    /// Where the response file stood in clang's arguments, in the command asked for.
    static let responseFileMarker = "CHECKER-AUTOLINK-RESPONSE-FILE"

    /// The job as the driver planned it.
    let planned: DriverJobs.Job
    /// The folder the check compiles in, a placeholder in what is remembered.
    let folder: String
    /// The response file clang reads, if the job names one.
    let responseFile: String?
    /// The memo's key.
    let key: String

    /// The job as this reads it, or nil when it is not a link through clang with `lld`.
    init?(job: DriverJobs.Job, folder: String, memo: FileFingerprints, toolchainVersion: String) {
        guard URL(filePath: job.executable).lastPathComponent == "clang", job.arguments.contains("-fuse-ld=lld"),
            job.arguments.filter({ $0.hasPrefix("@") }).count <= 1
        else { return nil }
        planned = job
        self.folder = folder
        responseFile = job.arguments.first { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
        let template = job.arguments.map { DriverJobs.tokenized($0, folder: folder, source: nil) }
        key =
            "\(Self.memoVersion):"
            + SHA256.hex(
                "\(memo.statIdentity(of: job.executable))\n\(toolchainVersion)\n\(job.executable)\n"
                    + template.joined(separator: "\u{0}"))
    }

    /// The linker's own command, remembered for this job, when the response file (if any) holds
    /// only `-l` options; nil otherwise, and the job runs as planned.
    func direct(memo: FileFingerprints) -> DriverJobs.Job? {
        guard let stored = memo.note(for: key),
            let remembered = try? JSONDecoder().decode(DriverJobs.Job.self, from: Data(stored.utf8)),
            responseFileIsLibrariesOnly
        else { return nil }
        return DriverJobs.Job(
            executable: remembered.executable,
            arguments: remembered.arguments.map { DriverJobs.instantiated($0, folder: folder, source: nil) })
    }

    /// Asks clang for the linker's command and remembers it; after the planned job succeeded, so
    /// that every input clang looks for is there. Nothing is remembered when clang's answer is not
    /// one `ld.lld` command that takes the response file where clang did.
    func remember(in memo: FileFingerprints) {
        guard memo.note(for: key) == nil, responseFileIsLibrariesOnly else { return }
        let arguments = planned.arguments.map { $0.hasPrefix("@") ? "-Wl,\(Self.responseFileMarker)" : $0 }
        var clang = ChildProcess(executable: planned.executable, arguments: ["-###"] + arguments, timeLimit: 30)
        clang.capturedErrorLimits = (head: 256 * 1024, tail: 0)
        let finished = clang.run()
        guard finished.outcome == .exited(0), let text = finished.standardError?.text,
            let command = Self.linkerCommand(in: text, responseFile: responseFile),
            let encoded = try? JSONEncoder().encode(
                DriverJobs.Job(
                    executable: command.executable,
                    arguments: command.arguments.map { DriverJobs.tokenized($0, folder: folder, source: nil) }))
        else { return }
        memo.setNote(String(decoding: encoded, as: UTF8.self), for: key)
    }

    /// Forgets the remembered command (it failed: the job runs as planned, and clang is asked
    /// again after it succeeds).
    func forget(in memo: FileFingerprints) {
        memo.removeNote(for: key)
    }

    /// The one command in `clang -###` output (its lines that start with a quoted absolute path)
    /// when it is `ld.lld`, with the marker back as `@responseFile`; nil for anything else.
    static func linkerCommand(in text: String, responseFile: String?) -> DriverJobs.Job? {
        let commands = text.split(separator: "\n").filter { $0.hasPrefix(" \"/") }
        guard commands.count == 1, let words = DriverJobs.shellWords(String(commands[0])),
            let executable = words.first, URL(filePath: executable).lastPathComponent == "ld.lld"
        else { return nil }
        var arguments = Array(words.dropFirst())
        let marked = arguments.indices.filter { arguments[$0] == responseFileMarker }
        if let responseFile {
            guard marked.count == 1 else { return nil }
            arguments[marked[0]] = "@" + responseFile
        } else if !marked.isEmpty {
            return nil
        }
        return DriverJobs.Job(executable: executable, arguments: arguments)
    }

    /// Whether the response file, if the job has one, holds only `-l` options, one a line.
    private var responseFileIsLibrariesOnly: Bool {
        guard let responseFile else { return true }
        guard let data = FileManager.default.contents(atPath: responseFile) else { return false }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).allSatisfy {
            $0.hasPrefix("-l") && $0.count > 2 && !$0.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }
        }
    }
}
