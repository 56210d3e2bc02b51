import CourseSite
import Foundation
import Testing

/// The static site built once per test run with `.ci/site static` (the README's command), to be
/// served under `/workbook`, shared by every test of this target. It is written under the
/// package's `.build` folder, never the system's temporary folder, so a test run leaves nothing
/// behind outside the package.
enum ConvertedSite {
    static let hostingBasePath = "/workbook"

    /// A site built before, to measure instead of building one (`WORKBOOK_SITE=<folder>`, written
    /// by `.ci/site static <folder> /workbook`, for example from another branch to compare).
    static let prebuiltVariable = "WORKBOOK_SITE"

    static let result: Result<SiteConversion, any Error> = Result {
        if let folder = ProcessInfo.processInfo.environment[prebuiltVariable], !folder.isEmpty {
            return SiteConversion(
                outputDirectory: URL(fileURLWithPath: folder), hostingBasePath: hostingBasePath, diagnostics: [],
                log: "", status: 0)
        }
        let graphviz = ToolRequirement.graphviz
        guard graphviz.tool != nil else { throw SiteTestError(graphviz.missingInContinuousIntegration) }
        let files = FileManager.default
        let prefix = "workbook-site-"
        // Sites left by earlier runs whose process has ended; a running one keeps its own.
        let scratch = CourseCatalog.inPackage.packageRoot.appendingPathComponent(".build/site-tests")
        try files.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in (try? files.contentsOfDirectory(atPath: scratch.path)) ?? []
        where name.hasPrefix(prefix) {
            if let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH {
                try? files.removeItem(at: scratch.appendingPathComponent(name))
            }
        }
        let output = scratch.appendingPathComponent(prefix + "\(ProcessInfo.processInfo.processIdentifier)")
        try? files.removeItem(at: output)
        return try SiteConversion.build(into: output, hostingBasePath: hostingBasePath)
    }

    static func site() throws -> SiteConversion { try result.get() }

    /// Whether tests that build the site run: `.ci/site` needs Graphviz's `dot` (skipped without
    /// it, except in CI, where its absence fails them).
    static let buildable = ToolRequirement.graphviz.testsRun
    static let skipMessage = Comment(rawValue: ToolRequirement.graphviz.skipMessage)
}

/// A failure a test explains in words.
struct SiteTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
