import Foundation

/// The relative links of a Markdown file (`[text](path)`, `[text](path#anchor)`, images too) and
/// which of them lead nowhere: a README that moved a section into another file must link a file
/// that exists. Addresses with a scheme (`https:`, `mailto:`) and links to an anchor of the same
/// file are not file links and are left alone.
struct RelativeLinks {
    /// The file's path relative to the package root, for messages and to resolve its links.
    let file: String
    /// Each relative link's target, without its `#anchor`, with the 1-based line it is on.
    let links: [(target: String, line: Int)]

    init(file: String, markdown: String) {
        self.file = file
        let pattern = /\[[^\]]*\]\(([^)\s]+)\)/
        var found: [(String, Int)] = []
        var insideCode = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { insideCode.toggle() }
            if insideCode { continue }
            for match in line.matches(of: pattern) {
                let address = String(match.output.1)
                guard !address.hasPrefix("#"), !address.contains(":") else { continue }
                let target = String(address.split(separator: "#", maxSplits: 1)[0])
                found.append((target, index + 1))
            }
        }
        links = found
    }

    /// One sentence per link whose target is not a file or folder under `root`.
    func problems(in root: URL) -> [String] {
        let folder = URL(filePath: file, relativeTo: root).deletingLastPathComponent()
        return links.compactMap { link in
            let target = folder.appending(path: link.target).standardizedFileURL
            guard !FileManager.default.fileExists(atPath: target.path) else { return nil }
            return "\(file), line \(link.line): the link to `\(link.target)` leads to no file; "
                + "link the file the section moved to, or restore it."
        }
    }
}
