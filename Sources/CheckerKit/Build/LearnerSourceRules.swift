import Foundation

/// What a learner's exercise file may not contain, checked on the compiler's own parse of it
/// (`LearnerSyntax`) before it is compiled, each a compile error at its line, in words:
///
/// - the attributes no exercise needs and that reach past Swift's own rules, in any spelling
///   (`@section`, `@_section`, `@__section`: leading underscores are ignored): `@section` and
///   `@used` place code or data where the loader runs it before `main`; `@_silgen_name`, `@_cdecl`,
///   `@c`, `@_extern`, `@_expose` and `@_originallyDefinedIn` name symbols the checks or the
///   system might call; `@_implementationOnly`, `@_exported`, `@_private` change what importing
///   means. What is built is inspected too (`LoadTimeCode`, `LinkedSymbols`): these bans say
///   early and at the line what those would refuse later without one;
/// - imports of anything but the chapter's modules and the toolchain's Foundation and
///   Observation, in every form (`import struct X.Y`, `@testable import X`), and `@testable`
///   on the import of a library (DataFlow's internals are not the exercise's to use; the
///   examples and the feature under test are imported testably anyway).
struct LearnerSourceRules {
    /// Attributes refused in a learner's file, without their leading underscores.
    static let forbiddenAttributes: Set<String> = [
        "section", "used", "silgen_name", "cdecl", "c", "extern", "expose", "originallyDefinedIn",
        "implementationOnly", "exported", "private",
    ]

    /// The modules the file may import.
    let allowedModules: Set<String>
    /// The modules the file may import with `@testable`: those the checker already imports so
    /// (the chapter's examples, and the feature a learner's tests test), never a library's.
    let testableModules: Set<String>

    /// The modules of an exercise: Foundation, Observation, DataFlow, the chapter's libraries
    /// and examples, and for an exercise whose learner writes tests, Testing and the feature.
    init(exercise: Exercise, examplesModule: String?) {
        var modules: Set<String> = ["Foundation", "Observation", "DataFlow"]
        modules.formUnion(exercise.libraries)
        if let examplesModule { modules.insert(examplesModule) }
        if exercise.kind == .tests { modules.formUnion(["Testing", CompileCommand.subjectModuleName]) }
        allowedModules = modules
        testableModules = Set(
            [examplesModule, exercise.kind == .tests ? CompileCommand.subjectModuleName : nil].compactMap { $0 })
    }

    /// Whether the attribute named `name` (as written, without `@`) is refused.
    static func isForbidden(attribute name: String) -> Bool {
        forbiddenAttributes.contains(String(name.drop { $0 == "_" }))
    }

    /// The rules `text` breaks, as compile errors in `file`.
    func problems(in text: String, file: String) -> [CompileError] {
        problems(in: LearnerSyntax(text), file: file)
    }

    /// The rules the parsed file breaks, as compile errors in `file`, in the order of the file.
    func problems(in syntax: LearnerSyntax, file: String) -> [CompileError] {
        var found: [(LearnerSyntax.Place, String)] = []
        for attribute in syntax.attributes where Self.isForbidden(attribute: attribute.name) {
            found.append((attribute.place, Phrase.learnerAttributeForbidden.text(attribute.name)))
        }
        let allowed = allowedModules.sorted().joined(separator: ", ")
        for declaration in syntax.imports {
            if !allowedModules.contains(declaration.module) {
                found.append((declaration.place, Phrase.learnerImportForbidden.text(declaration.module, allowed)))
            } else if declaration.attributes.contains("testable"), !testableModules.contains(declaration.module) {
                found.append((declaration.place, Phrase.learnerTestableImportForbidden.text(declaration.module)))
            }
        }
        return found.sorted { ($0.0.line, $0.0.column) < ($1.0.line, $1.0.column) }.map { place, message in
            error(message, at: place, lines: syntax.lines, file: file)
        }
    }

    /// The refusal of a module the compiler loaded as imported directly (`LoadedModuleTrace`) that
    /// the parse did not find imported: at the import's line when one names it, else at none.
    func error(loadedModule module: String, syntax: LearnerSyntax, file: String) -> CompileError {
        let message = Phrase.learnerImportForbidden.text(module, allowedModules.sorted().joined(separator: ", "))
        if let place = syntax.imports.first(where: { $0.module == module })?.place {
            return error(message, at: place, lines: syntax.lines, file: file)
        }
        return CompileError(file: file, message: message)
    }

    private func error(_ message: String, at place: LearnerSyntax.Place, lines: [String], file: String) -> CompileError
    {
        let line = place.line <= lines.count ? lines[place.line - 1] : ""
        // The parser counts columns in UTF-8 bytes; the caret is placed under the same character.
        let prefix = String(decoding: line.utf8.prefix(max(0, place.column - 1)), as: UTF8.self)
        return CompileError(
            file: file, line: place.line, column: place.column, message: message,
            excerpt: line.isEmpty ? nil : line + "\n" + String(repeating: " ", count: prefix.count) + "^")
    }

    /// The file's lines, ended as the compiler ends them (`\n`, `\r\n`, `\r`).
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previous == "\r" {
                previous = scalar
                continue
            }
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
            previous = scalar
        }
        lines.append(String(current))
        return lines
    }
}
