import Foundation

/// Headless Chromium, driven from the command line: it loads a page, runs its JavaScript (DocC's
/// renderer is a single-page app that builds the page from JSON), and prints the resulting DOM
/// or saves a screenshot.
public struct HeadlessBrowser: Sendable {
    /// The browser's executable.
    public let executable: ExternalTool
    /// Variables added to the browser's environment (`FONTCONFIG_FILE`, to choose its fonts).
    public let environment: [String: String]

    /// The environment variable that names a browser to use instead of the one found on `PATH`.
    public static let overrideVariable = "WORKBOOK_CHROMIUM"

    /// Debian's `chromium` (or another Chromium build) on this machine, or nil.
    public static func find() -> HeadlessBrowser? {
        ExternalTool.find(
            ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"],
            overrideVariable: overrideVariable
        ).map { HeadlessBrowser(executable: $0) }
    }

    public init(executable: ExternalTool, environment: [String: String] = [:]) {
        self.executable = executable
        self.environment = environment
    }

    /// The page's DOM after its scripts ran, as HTML.
    ///
    /// `--virtual-time-budget` lets the page run until it has been idle (no pending network
    /// fetches or timers) for that much virtual time, so the DOM is printed after the renderer
    /// has fetched its JSON and drawn the page.
    /// The window is `width` × `height` pixels, its scroll bars shown as a reader's are.
    public func renderedDOM(of url: String, width: Int = 1280, height: Int = 1600) throws -> String {
        let run = try runBrowser(["--window-size=\(width),\(height)", "--dump-dom", url])
        guard run.status == 0, !run.timedOut else { throw BrowserError(url: url, run: run) }
        return run.standardOutput
    }

    /// Saves a PNG screenshot of the page after its scripts ran, `width` × `height` pixels.
    public func screenshot(of url: String, to file: URL, width: Int = 1280, height: Int = 2400) throws {
        let run = try runBrowser([
            "--hide-scrollbars", "--window-size=\(width),\(height)",
            "--screenshot=\(file.path)", url,
        ])
        guard run.status == 0, !run.timedOut, FileManager.default.fileExists(atPath: file.path) else {
            throw BrowserError(url: url, run: run)
        }
    }

    /// Runs the browser with a fresh profile of its own, removed afterwards.
    private func runBrowser(_ arguments: [String]) throws -> CommandOutput {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "course-site-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        return try runCommand(
            executable.path, Self.commonArguments(profile: profile) + arguments, timeLimit: 120,
            environment: environment)
    }

    private static func commonArguments(profile: URL) -> [String] {
        [
            "--headless",
            // Chromium will not start its sandbox as root, and containers often lack the user
            // namespaces it needs; the pages loaded are the site this package just built.
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--disable-extensions",
            "--user-data-dir=\(profile.path)",
            "--lang=en-US",
            "--virtual-time-budget=30000",
        ]
    }
}

/// A browser run that failed: which page, and what the browser printed.
public struct BrowserError: Error, CustomStringConvertible {
    public let url: String
    public let run: CommandOutput
    public var description: String {
        let how = run.timedOut ? "did not finish in time" : "exited with status \(run.status)"
        return "headless Chromium \(how) loading \(url):\n\(run.standardError.suffix(2000))"
    }
}
