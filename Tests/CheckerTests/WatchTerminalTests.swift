import CheckerKit
import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#endif

extension CompilingTests {
    /// `checker watch` as a learner runs it: the real executable on a pseudo-terminal (`openpty`),
    /// in a copy of the fixture course.
    @Suite struct WatchTerminalTests {
        @Test(
            "Under a terminal, saving a correct solution shows it done and offers next; n moves on; q quits and restores the terminal"
        )
        func saveThenNextThenQuit() throws {
            let run = try WatchUnderPseudoTerminal()
            defer { run.end() }
            // The first exercise passes as shipped, so watch starts on the second, as `checker` does.
            #expect(run.waitFor("Current exercise: failing", timeout: 300), "\(run.screen)")
            #expect(run.waitFor("save it to check again", timeout: 60), "\(run.screen)")
            #expect(run.isRaw(), "watch puts the terminal in raw mode (no line buffering, no echo)")
            run.mark()
            let saved = Date()
            let solution = try Data(contentsOf: run.workspace.appending(path: "Solutions/01-Basics/Failing.swift"))
            try solution.write(to: run.workspace.appending(path: "Chapters/01-Basics/Exercises/Failing.swift"))
            #expect(run.waitFor("failing is done! Press n for the next exercise.", timeout: 120), "\(run.screen)")
            let saveToScreen = Date().timeIntervalSince(saved)
            #expect(run.screenSinceMark.contains("n next"))
            print("watch: save to screen \(String(format: "%.2f", saveToScreen)) s")
            run.mark()
            run.type("n")
            #expect(run.waitFor("Current exercise: syntax-error", timeout: 120), "\(run.screen)")
            run.type("q")
            let status = run.waitForExit(timeout: 30)
            #expect(status == 0)
            #expect(run.screen.contains("Bye!"))
            #expect(run.modeIsRestored(), "the terminal's mode after quitting is the mode before watch started")
        }

        @Test(
            "When output is not a terminal, watch prints plain lines without escape codes and takes keys from standard input"
        )
        func plainLines() throws {
            let workspace = TestSupport.scratch("watch-plain")
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: workspace)
            defer { try? FileManager.default.removeItem(at: workspace) }
            let process = Process()
            process.executableURL = TestSupport.checkerExecutable
            process.arguments = ["watch", "--interval", "0.1"]
            process.currentDirectoryURL = workspace
            var environment = ProcessInfo.processInfo.environment
            environment["LANG"] = "C.UTF-8"
            environment["LC_ALL"] = nil
            process.environment = environment
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data("l\nq\n".utf8))
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(printed.contains("Output is not a terminal: plain lines"))
            #expect(
                printed.contains("Current exercise: failing") && printed.contains("Chapter 1: Basics (1/9 done)")
                    && printed.contains("Bye!"))
            #expect(!printed.contains("\u{1B}"), "no escape codes in plain output")
        }

        @Test("SIGTERM (and Ctrl-C, which sends SIGINT) end watch with the terminal restored")
        func terminatedRestoresTerminal() throws {
            let run = try WatchUnderPseudoTerminal()
            defer { run.end() }
            #expect(run.waitFor("save it to check again", timeout: 300), "\(run.screen)")
            #expect(run.isRaw())
            kill(run.pid, SIGTERM)
            #expect(run.waitForExit(timeout: 30) == 128 + SIGTERM)
            #expect(run.modeIsRestored())
        }
    }
}

/// The checker's `watch` running on a pseudo-terminal in a scratch copy of the fixture course.
final class WatchUnderPseudoTerminal: @unchecked Sendable {
    let workspace = TestSupport.scratch("watch")
    let pid: pid_t
    private let master: Int32
    private let slave: Int32
    private var before = termios()
    private var output: [UInt8] = []
    private var markIndex = 0
    private var exitStatus: Int32?

    init() throws {
        try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: workspace)
        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(.ENXIO) }
        self.master = master
        self.slave = slave
        tcgetattr(slave, &before)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [Int32(0), 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = nil
        let executable = TestSupport.checkerExecutable.path
        // `env -C` starts the checker in the workspace, as a learner would from the course folder.
        let words = ["/usr/bin/env", "-C", workspace.path, executable, "watch", "--interval", "0.1"]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/usr/bin/env", &actions, nil, arguments, variables)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        self.pid = pid
    }

    /// Reads what the program printed, for up to `timeout` seconds or until `text` appears after the mark.
    func waitFor(_ text: String, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screenSinceMark.contains(text) { return true }
            readAvailable(wait: 0.05)
            if exitStatus == nil, case let (ended, status) = reap(), ended { exitStatus = status }
            if exitStatus != nil { readAvailable(wait: 0.2); return screenSinceMark.contains(text) }
        }
        return screenSinceMark.contains(text)
    }

    /// Everything printed so far.
    var screen: String { String(decoding: output, as: UTF8.self) }
    /// Everything printed since the last `mark()`.
    var screenSinceMark: String { String(decoding: output[markIndex...], as: UTF8.self) }
    func mark() { markIndex = output.count }

    func type(_ keys: String) {
        _ = keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, keys.utf8.count) }
    }

    /// Whether the terminal is in raw mode (no canonical input, no echo).
    func isRaw() -> Bool {
        var mode = termios()
        tcgetattr(slave, &mode)
        return mode.c_lflag & tcflag_t(ICANON | ECHO) == 0
    }

    /// Whether the terminal's local and input modes are those before the program started.
    func modeIsRestored() -> Bool {
        var mode = termios()
        tcgetattr(slave, &mode)
        return mode.c_lflag == before.c_lflag && mode.c_iflag == before.c_iflag
            && mode.c_lflag & tcflag_t(ICANON | ECHO) != 0
    }

    /// Waits for the program to end; its exit status, or 128 + the signal that ended it.
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while exitStatus == nil && Date() < deadline {
            readAvailable(wait: 0.05)
            let (ended, status) = reap()
            if ended { exitStatus = status }
        }
        readAvailable(wait: 0.1)
        return exitStatus
    }

    /// Kills the program if it still runs, closes the terminal and deletes the workspace.
    func end() {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
        close(slave)
        try? FileManager.default.removeItem(at: workspace)
    }

    private func reap() -> (Bool, Int32) {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return (false, 0) }
        let signal = status & 0x7f
        return (true, signal == 0 ? (status >> 8) & 0xff : 128 + signal)
    }

    private func readAvailable(wait: Double) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 65536)
        var timeout = Int32(wait * 1000)
        while poll(&descriptor, 1, timeout) > 0 {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { return }
            output += buffer[..<count]
            timeout = 0
        }
    }
}
