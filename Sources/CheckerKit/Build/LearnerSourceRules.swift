import Foundation

/// What a learner's exercise file may not contain, checked before it is compiled, each a
/// compile error at its line, in words: the attributes no exercise needs and that reach past
/// Swift's own rules (`@section` and `@_used` place code or data where the loader runs it before
/// `main`; `@_silgen_name` and `@_cdecl` name symbols the checks might call; `@_implementationOnly`
/// and `@_exported` change what importing means), and imports of anything but the chapter's
/// modules and the toolchain's Foundation and Observation.
struct LearnerSourceRules {
    /// Attributes refused in a learner's file.
    static let forbiddenAttributes: Set<String> = [
        "section", "used", "_used", "_silgen_name", "_cdecl", "_implementationOnly", "_exported",
    ]

    /// The modules the file may import.
    let allowedModules: Set<String>

    /// The modules of an exercise: Foundation, Observation, DataFlow, the chapter's libraries
    /// and examples, and for an exercise whose learner writes tests, Testing and the feature.
    init(exercise: Exercise, examplesModule: String?) {
        var modules: Set<String> = ["Foundation", "Observation", "DataFlow"]
        modules.formUnion(exercise.libraries)
        if let examplesModule { modules.insert(examplesModule) }
        if exercise.kind == .tests { modules.formUnion(["Testing", CompileCommand.subjectModuleName]) }
        allowedModules = modules
    }

    /// The rules `text` breaks, as compile errors in `file`.
    func problems(in text: String, file: String) -> [CompileError] {
        let lines = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        let sourceLines = Self.lines(of: lines)
        var lexer = Lexer(Array(text.unicodeScalars))
        var tokens: [Lexer.Token] = []
        while let token = lexer.next() { tokens.append(token) }
        var problems: [CompileError] = []
        for (index, token) in tokens.enumerated() {
            guard case .identifier(let word) = token.kind, token.isPlainWord else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            if previous?.kind == .punctuation("@"), Self.forbiddenAttributes.contains(word) {
                problems.append(
                    error(
                        "`@\(word)` is not allowed in an exercise: no exercise needs it, and it can change what runs before or instead of the checks. Remove it.",
                        at: token, lines: sourceLines, file: file))
            }
            if word == "import", token.depth == 0, previous?.kind != .punctuation(".") {
                var next = index + 1
                let kinds: Set<String> = [
                    "struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor",
                ]
                if next < tokens.count, case .identifier(let kind) = tokens[next].kind, kinds.contains(kind) {
                    next += 1
                }
                guard next < tokens.count, case .identifier(let module) = tokens[next].kind else { continue }
                if !allowedModules.contains(module) {
                    problems.append(
                        error(
                            "`import \(module)` is not allowed in this exercise: it may import only \(allowedModules.sorted().joined(separator: ", ")). Remove the import.",
                            at: tokens[next], lines: sourceLines, file: file))
                }
            }
        }
        return problems
    }

    private func error(_ message: String, at token: Lexer.Token, lines: [String], file: String) -> CompileError {
        let line = token.line <= lines.count ? lines[token.line - 1] : ""
        return CompileError(
            file: file, line: token.line, column: token.column, message: message,
            excerpt: line.isEmpty ? nil : line + "\n" + String(repeating: " ", count: max(0, token.column - 1)) + "^")
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
            if Lexer.isLineEnd(scalar) {
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
