import CourseSite
import Foundation

/// The catalog converted once per test run, as a static site served under `/workbook`, shared
/// by every test of this target.
enum ConvertedSite {
    static let hostingBasePath = "/workbook"

    static let result: Result<SiteConversion, any Error> = Result {
        guard let docc = ExternalTool.find(["docc"], overrideVariable: "DOCC") else {
            throw SiteTestError("`docc` was not found on PATH nor beside `swiftc`: the Swift toolchain ships it in usr/bin.")
        }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-site-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: output)
        return try SiteConversion.convert(CourseCatalog.inPackage, docc: docc, into: output,
                                          hostingBasePath: hostingBasePath)
    }

    static func site() throws -> SiteConversion { try result.get() }
}

/// A failure a test explains in words.
struct SiteTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
