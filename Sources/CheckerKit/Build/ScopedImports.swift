/// The imports that give the hidden checks the learner's declarations and nothing else: one
/// scoped `@testable import <kind> LearnerExercise.<Name>` per top-level declaration the
/// manifest's `declares` lists (`struct Counter: View` becomes `@testable import struct
/// LearnerExercise.Counter`).
///
/// The learner's file is its own module; a scoped import brings in only the named declaration,
/// so a type, a global function or an operator the learner declares under a name the checks use
/// (`ViewHost`, `!=`) is never what the checks call. Extension members are the exception the
/// language makes (they come with any import of the module); `LinkedSymbols` rejects a check
/// runner that binds to one declared on a type that is not the learner's.
struct ScopedImports {
    /// One import and the manifest entry it comes from.
    struct Line: Equatable {
        var declaration: String
        var source: String
    }

    let lines: [Line]

    /// The imports for `declarations` from `module`; entries that are not top-level (an `init`)
    /// need none. With no top-level entry at all, the whole module is imported.
    /// `topLevelNames`, when given, are the names the exercise's solution declares at the top
    /// level: an entry naming anything else (a method, an extension's property) is a member.
    init(declarations: [String], module: String, topLevelNames: Set<String>? = nil) {
        var lines: [Line] = []
        for declaration in declarations {
            guard let (kind, name) = Self.kindAndName(of: declaration) else { continue }
            if let topLevelNames, !topLevelNames.contains(name) { continue }
            lines.append(Line(declaration: declaration, source: "@testable import \(kind) \(module).\(name)"))
        }
        if lines.isEmpty { lines = [Line(declaration: "", source: "@testable import \(module)")] }
        self.lines = lines
    }

    /// The import kind and the name of a `declares` entry: `struct Counter: View` is
    /// (`struct`, `Counter`), `final class Model` is (`class`, `Model`), `let limit` is (`var`,
    /// `limit`), `func isPrime(_ n: Int) -> Bool` is (`func`, `isPrime`); nil for a member.
    static func kindAndName(of declaration: String) -> (String, String)? {
        let words = declaration.split { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" }
        let modifiers: Set<Substring> = [
            "public", "internal", "final", "indirect", "nonisolated", "@MainActor", "static",
        ]
        guard let index = words.firstIndex(where: { !modifiers.contains($0) }), index + 1 < words.count else {
            return nil
        }
        let kinds: [Substring: String] = [
            "struct": "struct", "class": "class", "actor": "class", "enum": "enum", "protocol": "protocol",
            "typealias": "typealias", "func": "func", "var": "var", "let": "var",
        ]
        guard let kind = kinds[words[index]] else { return nil }
        return (kind, String(words[index + 1]).trimmingCharacters(in: ["`"]))
    }
}
