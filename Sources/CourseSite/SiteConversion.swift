import Foundation

/// What building the static course site made: the website and everything `docc` printed.
public struct SiteConversion: Sendable {
    /// The folder holding the website (`index.html`, `tutorials/…`, `data/…`).
    public let outputDirectory: URL
    /// The path the site is meant to be served under (`/workbook`), or "" for the server's root.
    public let hostingBasePath: String
    /// Every diagnostic line `docc` printed (`warning: …`, `error: …`), in order.
    public let diagnostics: [String]
    /// The whole output, for failure messages.
    public let log: String
    /// The build's exit status.
    public let status: Int32

    public init(outputDirectory: URL, hostingBasePath: String, diagnostics: [String], log: String, status: Int32) {
        self.outputDirectory = outputDirectory
        self.hostingBasePath = hostingBasePath
        self.diagnostics = diagnostics
        self.log = log
        self.status = status
    }

    /// Builds the static site exactly as the README and the course authors' guide say, with the
    /// package's `.ci/site static <output> <base>`: the course (`Workbook.docc`), the DataFlow
    /// reference (`DataFlow.docc`, with the module's symbol graph) and the guides (`Guides.docc`),
    /// each converted by `docc convert`, merged by `docc merge` and transformed for static hosting
    /// under `<base>`, plus a page at the site's root that opens the course.
    public static func build(
        _ catalog: CourseCatalog = .inPackage, into outputDirectory: URL,
        hostingBasePath: String
    ) throws -> SiteConversion {
        let script = catalog.packageRoot.appendingPathComponent(".ci/site").path
        let run = try runCommand(
            "/bin/bash", [script, "static", outputDirectory.path, hostingBasePath], timeLimit: 300)
        let log = run.standardOutput + run.standardError
        let diagnostics = log.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("warning:") || $0.hasPrefix("error:") }
        return SiteConversion(
            outputDirectory: outputDirectory, hostingBasePath: hostingBasePath,
            diagnostics: diagnostics, log: log, status: run.status)
    }
}
