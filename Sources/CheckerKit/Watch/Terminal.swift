import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The learner's terminal: whether standard input and output are one, raw mode for single keys
/// (`watch`), and a yes/no question (`solution`). The mode in force before raw mode is saved and
/// put back on `restore()`, on `exit` (an `atexit` handler), and therefore also on Ctrl-C,
/// SIGTERM and SIGHUP, whose handlers (`Interruption`) end the process with `exit`.
public final class Terminal: @unchecked Sendable {
    /// Where keys come from.
    public let input: Int32
    /// Where the screen is drawn.
    public let output: Int32

    /// The terminal of standard input and output, or nil when either is not a terminal.
    public static func standard() -> Terminal? {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
            ? Terminal(input: STDIN_FILENO, output: STDOUT_FILENO) : nil
    }

    /// A terminal on the given descriptors (the tests use a pseudo-terminal's).
    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Switches input to raw mode: keys arrive one at a time, unechoed. Ctrl-C still interrupts
    /// (signals stay on), so the interrupt handlers restore the terminal as they exit.
    public func enterRawMode() {
        var mode = termios()
        guard tcgetattr(input, &mode) == 0 else { return }
        SavedMode.lock.withLock {
            if SavedMode.mode == nil {
                SavedMode.mode = mode
                SavedMode.descriptor = input
                if !SavedMode.registered {
                    SavedMode.registered = true
                    atexit { Terminal.restoreSavedMode() }
                }
            }
        }
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        mode.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &mode.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSAFLUSH, &mode)
    }

    /// Puts back the mode saved by `enterRawMode()`.
    public func restore() {
        Terminal.restoreSavedMode()
    }

    /// The next byte typed, waiting at most `timeout` seconds; nil when none came.
    public func readByte(timeout: Double) -> UInt8? {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(max(0, timeout * 1000))) > 0 else { return nil }
        var byte: UInt8 = 0
        return read(input, &byte, 1) == 1 ? byte : nil
    }

    /// Writes `text` as it is.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Asks `question` and reads a line; true for an answer starting with y (or 예/네 in Korean).
    public func confirm(_ question: String) -> Bool {
        write(question + " ")
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(input, &byte, 1) == 1, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            line.append(byte)
        }
        let answer = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
        return answer.hasPrefix("y") || answer.hasPrefix("예") || answer.hasPrefix("네")
    }

    /// The terminal's width in columns (80 when it cannot be asked).
    public var columns: Int {
        var size = winsize()
        return ioctl(output, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    }

    private static func restoreSavedMode() {
        SavedMode.lock.withLock {
            guard var mode = SavedMode.mode else { return }
            tcsetattr(SavedMode.descriptor, TCSAFLUSH, &mode)
            SavedMode.mode = nil
        }
    }

    /// The mode to put back, kept where an `atexit` handler (a C function) can reach it.
    private enum SavedMode {
        static let lock = NSLock()
        nonisolated(unsafe) static var mode: termios?
        nonisolated(unsafe) static var descriptor: Int32 = STDIN_FILENO
        nonisolated(unsafe) static var registered = false
    }
}
