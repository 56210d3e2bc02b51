import Foundation

/// The hidden check file as the checks' module compiles it: the scoped imports of the learner's
/// declarations first, then a `#sourceLocation` directive and the file itself, so diagnostics and
/// failures still point at the check file's own lines.
struct HiddenChecksSource {
    static let fileName = "HiddenChecks.swift"

    let imports: ScopedImports
    /// The check file's absolute path.
    let checkPath: String
    let contents: String

    var text: String {
        imports.lines.map(\.source).joined(separator: "\n")
            + "\n#sourceLocation(file: \"\(checkPath)\", line: 1)\n" + contents
            + (contents.hasSuffix("\n") ? "" : "\n") + "#sourceLocation()\n"
    }

    /// The manifest entry behind the import on `line` (from 1) of the generated file, if that line is an import.
    func declaration(atLine line: Int) -> String? {
        line >= 1 && line <= imports.lines.count ? imports.lines[line - 1].declaration : nil
    }
}
