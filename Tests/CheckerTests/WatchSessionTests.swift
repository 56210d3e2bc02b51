@testable import CheckerKit
import Foundation
import Testing

/// The keys and flow of `checker watch`, without a terminal.
@Suite struct WatchSessionTests {
    private func session(passing: Bool = false) -> WatchSession {
        var session = WatchSession()
        session.moved(to: "failing")
        session.checked("failing", passed: passing)
        return session
    }

    private func byte(_ key: Character) -> UInt8 { key.asciiValue ?? 0 }

    @Test("h shows a hint, l the list, a checks every exercise; any key then goes back to the exercise")
    func overlays() {
        var watch = session()
        do { let effects = watch.press(byte("h")); #expect(effects == [.showHint("failing")]) }
        #expect(watch.mode == .overlay)
        do { let effects = watch.press(byte("x")); #expect(effects == [.redraw]) }
        do { let effects = watch.press(byte("l")); #expect(effects == [.showList]) }
        do { let effects = watch.press(byte("h")); #expect(effects == [.redraw]) }
        do { let effects = watch.press(byte("A")); #expect(effects == [.checkAll]) }
        do { let effects = watch.press(byte(" ")); #expect(effects == [.redraw]) }
        #expect(watch.mode == .watching)
    }

    @Test("n moves on only once the exercise passes")
    func next() {
        var failing = session()
        do { let effects = failing.press(byte("n")); #expect(effects == [.notPassedYet("failing")]) }
        var passing = session(passing: true)
        do { let effects = passing.press(byte("n")); #expect(effects == [.moveToNext]) }
        passing.moved(to: "syntax-error")
        #expect(passing.current == "syntax-error" && !passing.currentPasses)
        do { let effects = passing.press(byte("n")); #expect(effects == [.notPassedYet("syntax-error")]) }
    }

    @Test("r asks first: y resets, anything else cancels, and q while asking is an answer, not quit")
    func reset() {
        var watch = session()
        do { let effects = watch.press(byte("r")); #expect(effects == [.askReset("failing")]) }
        #expect(watch.mode == .confirmingReset)
        do { let effects = watch.press(byte("y")); #expect(effects == [.reset("failing")]) }
        do { let effects = watch.press(byte("r")); #expect(effects == [.askReset("failing")]) }
        do { let effects = watch.press(byte("q")); #expect(effects == [.resetCancelled]) }
        #expect(watch.mode == .watching)
    }

    @Test("q and Ctrl-D quit; nothing happens after")
    func quit() {
        var watch = session()
        do { let effects = watch.press(byte("q")); #expect(effects == [.quit]) }
        #expect(watch.mode == .finished)
        do { let effects = watch.press(byte("h")); #expect(effects == []) }
        do { let effects = watch.filesChanged(); #expect(effects == []) }
        var other = session()
        do { let effects = other.press(4); #expect(effects == [.quit]) }
    }

    @Test(
        "A save checks the current exercise again, also from an overlay; with every exercise done only l, a and q act")
    func saves() {
        var watch = session()
        do { let effects = watch.filesChanged(); #expect(effects == [.check("failing")]) }
        _ = watch.press(byte("l"))
        do { let effects = watch.filesChanged(); #expect(effects == [.check("failing")]) }
        #expect(watch.mode == .watching)
        var done = WatchSession()
        done.moved(to: nil)
        do { let effects = done.filesChanged(); #expect(effects == []) }
        for key in ["h", "n", "r"] as [Character] {
            let effects = done.press(byte(key))
            #expect(effects == [])
        }
        do { let effects = done.press(byte("l")); #expect(effects == [.showList]) }
    }

    @Test("The screen honours NO_COLOR and draws plain lines when output is not a terminal")
    func screen() {
        let colored = WatchScreen(isTerminal: true, environment: [:])
        #expect(colored.page("✔ done").contains("\u{1B}[32m✔"))
        #expect(colored.page("x").hasPrefix("\u{1B}[H\u{1B}[2J"))
        let noColor = WatchScreen(isTerminal: true, environment: ["NO_COLOR": "1"])
        #expect(noColor.page("✔ done") == "\u{1B}[H\u{1B}[2J✔ done")
        let plain = WatchScreen(isTerminal: false, environment: [:])
        #expect(plain.page("✔ done") == "✔ done")
        #expect(plain.keys("q quit") == "q quit")
    }

    @Test("A save is seen: a new modification time, size or inode, or a file that appears or goes")
    func watchedFiles() throws {
        let folder = TestSupport.scratch("watched")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "A.swift")
        try "a".write(to: file, atomically: false, encoding: .utf8)
        var files = WatchedFiles(paths: [file.path])
        var seen: [Bool] = [files.changed()]
        try "ab".write(to: file, atomically: false, encoding: .utf8)
        seen += [files.changed(), files.changed()]
        try "xy".write(to: file, atomically: true, encoding: .utf8)
        seen.append(files.changed())
        try FileManager.default.removeItem(at: file)
        seen.append(files.changed())
        #expect(seen == [false, true, false, true, true])
    }
}
