import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// Expands the macros of a source file the way the compiler does, with the toolchain's
/// `SwiftSyntaxMacroExpansion` (the toolchain has no `SwiftSyntaxMacrosTestSupport`): the file
/// is parsed, each `#Preview` replaced by its expansion, and the diagnostics collected.
struct MacroExpansion {
    let expandedSource: String
    /// Each diagnostic as `line:column: message`.
    let diagnostics: [String]
    /// Each diagnostic's message alone (a macro nested in a type is expanded from a detached
    /// copy of its node, so its positions are not the file's).
    let messages: [String]

    init(
        _ source: String, macros: [String: any Macro.Type], moduleName: String = "App",
        fileName: String = "ContentView.swift"
    ) {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(sourceFiles: [
            file: .init(moduleName: moduleName, fullFilePath: "/work/\(moduleName)/\(fileName)")
        ])
        let expanded = file.expand(
            macros: macros,
            contextGenerator: { node in
                BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
            }, indentationWidth: .spaces(4))
        expandedSource = expanded.description
        messages = context.diagnostics.map(\.message)
        diagnostics = context.diagnostics.map { diagnostic in
            let location = diagnostic.location(converter: SourceLocationConverter(fileName: fileName, tree: file))
            return "\(location.line):\(location.column): \(diagnostic.message)"
        }
    }
}
