import Foundation

/// What util-linux's `setpriv` on this machine supports, as far as the checker asks: whether it
/// has `--pdeathsig` (util-linux 2.33 and later), with which every compile and unsandboxed child
/// dies with the checker.
///
/// The option's name is read from the program's own bytes (its option table and its help text
/// hold it), not from `setpriv --help`: starting a process only to ask cost every command about
/// 0.02 s before its first compile (measured with `strace -f -ttt` at load 4). A program that
/// cannot be read is asked as before.
enum SetprivOptions {
    /// Bytes of the program read at most: setpriv is about 80 KB; a larger file is asked instead.
    static let readLimit = 8 << 20

    /// True when the `setpriv` at `path` accepts `--pdeathsig`.
    static func supportsParentDeathSignal(_ path: String) -> Bool {
        if let program = programBytes(path) { return program.range(of: Data("--pdeathsig".utf8)) != nil }
        return helpMentionsParentDeathSignal(path)
    }

    private static func programBytes(_ path: String) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int, size <= readLimit
        else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    /// `setpriv --help`, asked with Foundation's `Process` (a `ChildProcess` needs this answer to start).
    private static func helpMentionsParentDeathSignal(_ path: String) -> Bool {
        let help = Process()
        help.executableURL = URL(filePath: path)
        help.arguments = ["--help"]
        let output = Pipe()
        help.standardOutput = output
        help.standardError = FileHandle.nullDevice
        guard (try? help.run()) != nil else { return false }
        let text = output.fileHandleForReading.readDataToEndOfFile()
        help.waitUntilExit()
        return String(decoding: text, as: UTF8.self).contains("--pdeathsig")
    }
}
