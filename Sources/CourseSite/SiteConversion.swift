import Foundation

/// What `docc convert` made of the catalog: the static website and everything it printed.
public struct SiteConversion: Sendable {
    /// The folder holding the website (`index.html`, `tutorials/…`, `data/…`).
    public let outputDirectory: URL
    /// The path the site is meant to be served under (`/swiftui-data-flow-workbook`), or "" for
    /// the server's root.
    public let hostingBasePath: String
    /// Every diagnostic line `docc` printed (`warning: …`, `error: …`), in order.
    public let diagnostics: [String]
    /// `docc`'s whole output, for failure messages.
    public let log: String
    /// `docc`'s exit status.
    public let status: Int32

    /// Converts `catalog` into a static website, as GitHub Pages would host it:
    /// `docc convert <catalog> --transform-for-static-hosting --hosting-base-path <base>`.
    public static func convert(_ catalog: CourseCatalog, docc: ExternalTool, into outputDirectory: URL,
                               hostingBasePath: String) throws -> SiteConversion {
        var arguments = [
            "convert", catalog.url.path,
            "--output-path", outputDirectory.path,
            "--transform-for-static-hosting",
            "--fallback-display-name", "Workbook",
            "--fallback-bundle-identifier", "org.swift.dataflow-workbook",
        ]
        if !hostingBasePath.isEmpty { arguments += ["--hosting-base-path", hostingBasePath] }
        let run = try runCommand(docc.path, arguments, timeLimit: 300)
        let log = run.standardOutput + run.standardError
        let diagnostics = log.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("warning:") || $0.hasPrefix("error:") }
        return SiteConversion(outputDirectory: outputDirectory, hostingBasePath: hostingBasePath,
                              diagnostics: diagnostics, log: log, status: run.status)
    }
}
