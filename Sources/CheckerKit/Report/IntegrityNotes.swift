import Foundation

/// Remarks for the instructor on what a learner's file uses that no exercise needs: starting
/// processes, writing files, reading the command line or `/proc`, redefining operators,
/// exporting symbols under chosen names, looking symbols up at run time. They do not change the
/// verdict (the checker already defends against what they could do); they say where to look.
public enum IntegrityNotes {
    private static let patterns: [(what: Phrase, needles: [String])] = [
        (.integrityStartsProcesses, ["Process(", "posix_spawn", "fork(", "execv", "system(", "popen("]),
        (
            .integrityWritesFiles,
            [
                "createFile(", ".write(to", ".write(toFile", "fopen(", "FileHandle(forWriting", "removeItem(",
                "truncate(",
            ]
        ),
        (.integrityReadsCommandLine, ["CommandLine.", ".arguments", "getenv(", "environment["]),
        (.integrityReadsProc, ["/proc"]),
        (.integrityRedefinesOperators, ["func ==", "func !=", "func <", "func >", "operator "]),
        (.integrityExportsSymbols, ["@_cdecl", "@_silgen_name", "@_section", "@_used"]),
        (.integrityLooksUpSymbols, ["dlsym", "dlopen"]),
        (.integrityUsesDescriptors, ["close(", "shutdown(", "dup2("]),
    ]

    /// The notes for the file at `file`; none when it cannot be read, or is larger than an
    /// exercise file may be (`LearnerSourceFile.sizeLimit`, never read past it; its check says why).
    public static func scan(_ file: URL) -> [String] {
        guard case .success(let data)? = try? LearnerSourceFile.read(file),
            let text = String(data: data, encoding: .utf8)
        else { return [] }
        let code = withoutComments(text)
        return patterns.compactMap { pattern in
            let found = pattern.needles.filter { code.contains($0) }
            return found.isEmpty
                ? nil
                : Phrase.integrityFileUses.text(
                    pattern.what.text(), found.map { "`\($0)`" }.joined(separator: ", "))
        }
    }

    /// The source without `//` and `/* */` comments (string literals are kept: a path in a
    /// string is worth a note), read as the compiler reads it (see `Lexer`).
    static func withoutComments(_ text: String) -> String {
        Lexer.withoutComments(text)
    }
}
