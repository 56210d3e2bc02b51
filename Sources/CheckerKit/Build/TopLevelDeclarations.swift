import SwiftParser
import SwiftSyntax

/// The names a Swift file declares at its top level (types, protocols, type aliases, functions,
/// global constants and variables), read from the compiler's own parse of the file
/// (`TopLevelDeclarationReader`).
///
/// The checker compiles a chapter's examples as their own module and each exercise against it, so
/// an exercise that declares an example's name would silently shadow it instead of failing to
/// compile. This scan is how the checker keeps the one-module rule: an exercise, its solution and
/// its checks must not declare a name the examples declare.
struct TopLevelDeclarations {
    /// One declared name and where it is.
    struct Declaration: Equatable, Sendable {
        /// The name, without backticks.
        var name: String
        /// `struct`, `class`, `enum`, `protocol`, `actor`, `typealias`, `func`, `let`, `var` or `macro`.
        var kind: String
        /// The line, from 1.
        var line: Int
        /// The column, from 1.
        var column: Int
        /// True for `private` and `fileprivate` declarations, which other files cannot see.
        var isFilePrivate: Bool
    }

    /// Every top-level declaration of `source`, in order, as the compiler's parser reads them.
    static func scan(_ source: String) -> [Declaration] {
        let tree = Parser.parse(source: source)
        return TopLevelDeclarationReader(converter: SourceLocationConverter(fileName: "", tree: tree)).declarations(
            in: tree.statements)
    }

    /// The declarations of `file` whose names `examples` declare, each with the example declaration
    /// it clashes with. File-private declarations on either side never clash: no other file sees them.
    static func clashes(
        in file: [Declaration], with examples: [(file: String, declaration: Declaration)]
    ) -> [(Declaration, exampleFile: String, example: Declaration)] {
        var visible: [String: (file: String, declaration: Declaration)] = [:]
        for example in examples where !example.declaration.isFilePrivate && visible[example.declaration.name] == nil {
            visible[example.declaration.name] = example
        }
        return file.filter { !$0.isFilePrivate }.compactMap { declaration in
            visible[declaration.name].map { (declaration, $0.file, $0.declaration) }
        }
    }
}
