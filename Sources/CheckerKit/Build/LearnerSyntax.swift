import Foundation
import SwiftParser
import SwiftSyntax

/// What a Swift file spells, as the compiler's own parser reads it: every attribute and every
/// import, each with its place, and the declarations at the top level.
///
/// The parser is the toolchain's SwiftSyntax (`<toolchain>/usr/lib/swift/host`, the library
/// DataFlow's macros already link): the Swift project's own parser of the language, which the
/// compiler uses for macros and checks its C++ parser against, so a regex literal, a raw string or
/// a nested comment reads here as it compiles, which a hand-written lexer cannot promise (a regex
/// literal such as `#/a/*b/#` once made the checker's lexer read the rest of a file as a comment).
/// Where the two parsers could still differ, what was built decides (`LoadTimeCode`,
/// `LinkedSymbols`, `LoadedModuleTrace`). Linking it costs the checker's build no compilation
/// (the libraries come built with the toolchain) and its launch about 3 ms of loading (`checker
/// help`: 35.8 ms before, 38.7 ms after); a parse costs about 6 ms for a 3 KB file in a debug
/// checker. The other way, the frontend's `-dump-parse`, would cost every check another compiler
/// process, and the checker a parser of the printed tree.
///
/// Inactive `#if` branches are read too (`.sourceAccurate`): what no condition compiles today
/// may still be refused, and nothing depends on which branch a platform takes.
struct LearnerSyntax {
    /// A place in the file: line and column (in UTF-8 bytes, as the compiler counts), from 1.
    struct Place: Equatable, Sendable {
        var line: Int
        var column: Int
    }

    /// One attribute, `@name(…)`, with its name as written (without `@` or backticks).
    struct Attribute: Equatable, Sendable {
        var name: String
        var place: Place
    }

    /// One `import` declaration: its module (the path's first component), its kind (`struct` in
    /// `import struct X.Y`, else nil) and its attributes (`testable`, `_implementationOnly`, …).
    struct Import: Equatable, Sendable {
        var module: String
        var kind: String?
        var attributes: [String]
        /// Where the module's name is.
        var place: Place
    }

    let attributes: [Attribute]
    let imports: [Import]
    let topLevelDeclarations: [TopLevelDeclarations.Declaration]
    /// The file's lines, as the compiler ends them (`\n`, `\r\n`, `\r`), for excerpts.
    let lines: [String]

    init(_ text: String) {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let visitor = Visitor(converter: converter)
        visitor.walk(tree)
        attributes = visitor.attributes
        imports = visitor.imports
        topLevelDeclarations = TopLevelDeclarationReader(converter: converter).declarations(in: tree.statements)
        lines = LearnerSourceRules.lines(of: text)
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var attributes: [Attribute] = []
        var imports: [Import] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func place(_ node: some SyntaxProtocol) -> Place {
            let location = node.startLocation(converter: converter)
            return Place(line: location.line, column: location.column)
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            attributes.append(Attribute(name: LearnerSyntax.name(of: node), place: place(node.attributeName)))
            return .visitChildren
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.path.first {
                imports.append(
                    Import(
                        module: first.name.identifier?.name ?? first.name.text,
                        kind: node.importKindSpecifier?.text,
                        attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self) }.map(
                            LearnerSyntax.name(of:)),
                        place: place(first.name)))
            }
            return .visitChildren
        }
    }

    /// An attribute's name without `@` and backticks (`_section`, `Observable`, `DataFlow.State`).
    static func name(of attribute: AttributeSyntax) -> String {
        if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) {
            return identifier.name.identifier?.name ?? identifier.name.text
        }
        return attribute.attributeName.trimmedDescription.replacingOccurrences(of: "`", with: "")
    }
}
