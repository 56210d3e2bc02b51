import Foundation

/// One `swift-autolink-extract` job of a compile, and its output remembered by what it reads.
///
/// On Linux the driver's second job after every frontend is `swift-autolink-extract`: it reads
/// the `.swift1_autolink_entries` sections of the objects the frontend wrote (the libraries the
/// imported modules ask to be linked with) and writes them for the linker, one a line. Its output
/// is a function of those sections' bytes and of the tool, yet starting it cost every check a
/// process through the compile's sandbox wrapper (about 0.05 s idle, 0.1 s at load 4, measured
/// with `strace -f -ttt` on `checker check`). So the output is kept in the sealed fingerprint memo,
/// keyed by the tool's identity and version and by the sections' bytes, and written again when
/// the same sections come back: byte for byte what the tool wrote for them.
///
/// A job this does not understand (other options, an input that is not an ELF object) runs as
/// the driver planned it.
struct AutolinkExtraction {
    /// The tool's file name, as the driver's plan names it.
    static let toolName = "swift-autolink-extract"
    /// The section the frontend writes each object's autolink entries into.
    static let sectionName = ".swift1_autolink_entries"

    /// The objects the job reads.
    let inputs: [String]
    /// The file it writes.
    let output: String
    /// The memo's key: the tool, its version and every input's autolink sections.
    let key: String

    /// The job as this reads it, or nil when it is not a plain autolink job over ELF objects.
    init?(job: DriverJobs.Job, memo: FileFingerprints, toolchainVersion: String) {
        guard URL(filePath: job.executable).lastPathComponent == Self.toolName else { return nil }
        var inputs: [String] = []
        var output: String?
        var arguments = job.arguments.makeIterator()
        while let argument = arguments.next() {
            if argument == "-o" {
                guard output == nil, let path = arguments.next() else { return nil }
                output = path
            } else if argument.hasPrefix("-") {
                return nil
            } else {
                inputs.append(argument)
            }
        }
        guard let output, !inputs.isEmpty else { return nil }
        var hasher = SHA256()
        let tool: String = memo.statIdentity(of: job.executable)
        hasher.update(["autolink-1", tool, toolchainVersion].joined(separator: "\n"))
        for input in inputs {
            guard let data = FileManager.default.contents(atPath: input), let image = ELFImage(data) else { return nil }
            let sections: [ELFImage.Section] = image.sections.filter { $0.name == Self.sectionName }
            hasher.update("\ninput " + String(sections.count))
            for section in sections {
                hasher.update("\n" + String(section.size) + "\n")
                let bytes: ArraySlice<UInt8> = image.bytes[section.offset..<(section.offset + section.size)]
                hasher.update(bytes)
            }
        }
        self.inputs = inputs
        self.output = output
        self.key = "autolink-1:" + hasher.hexDigest()
    }

    /// Writes the output remembered for these sections; false when none is remembered (or it
    /// could not be written), and the tool must run.
    func replay(from memo: FileFingerprints) -> Bool {
        guard let remembered = memo.note(for: key) else { return false }
        return FileManager.default.createFile(atPath: output, contents: Data(remembered.utf8))
    }

    /// Remembers what the tool wrote, after it succeeded.
    func remember(in memo: FileFingerprints) {
        guard let written = FileManager.default.contents(atPath: output),
            let text = String(data: written, encoding: .utf8)
        else { return }
        memo.setNote(text, for: key)
    }
}
