import SwiftSyntax

/// The declarations of a parsed file's top level (see `TopLevelDeclarations`), read from the
/// compiler's syntax tree: types, protocols, type aliases, functions named by an identifier (not
/// operators), macros, and every name a global `let` or `var` binds (`let (a, b) = …` binds two).
/// Declarations in a top-level `#if`, in any branch, count: a branch may be the one compiled.
struct TopLevelDeclarationReader {
    let converter: SourceLocationConverter

    func declarations(in items: CodeBlockItemListSyntax) -> [TopLevelDeclarations.Declaration] {
        items.flatMap { item -> [TopLevelDeclarations.Declaration] in
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) { return declarations(in: ifConfig) }
            guard let decl = item.item.as(DeclSyntax.self) else { return [] }
            return declarations(of: decl)
        }
    }

    private func declarations(in ifConfig: IfConfigDeclSyntax) -> [TopLevelDeclarations.Declaration] {
        ifConfig.clauses.flatMap { clause -> [TopLevelDeclarations.Declaration] in
            switch clause.elements {
            case .statements(let items)?: return declarations(in: items)
            case .decls(let members)?: return members.flatMap { declarations(of: $0.decl) }
            default: return []
            }
        }
    }

    private func declarations(of decl: DeclSyntax) -> [TopLevelDeclarations.Declaration] {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) { return declarations(in: ifConfig) }
        let named: (kind: String, name: TokenSyntax, modifiers: DeclModifierListSyntax)?
        if let node = decl.as(StructDeclSyntax.self) {
            named = ("struct", node.name, node.modifiers)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            named = ("class", node.name, node.modifiers)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            named = ("enum", node.name, node.modifiers)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            named = ("protocol", node.name, node.modifiers)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            named = ("actor", node.name, node.modifiers)
        } else if let node = decl.as(TypeAliasDeclSyntax.self) {
            named = ("typealias", node.name, node.modifiers)
        } else if let node = decl.as(MacroDeclSyntax.self) {
            named = ("macro", node.name, node.modifiers)
        } else if let node = decl.as(FunctionDeclSyntax.self) {
            // An operator function names nothing the checks could bind to by name.
            guard case .identifier = node.name.tokenKind else { return [] }
            named = ("func", node.name, node.modifiers)
        } else if let node = decl.as(VariableDeclSyntax.self) {
            let kind = node.bindingSpecifier.text
            let filePrivate = Self.isFilePrivate(node.modifiers)
            return node.bindings.flatMap { names(in: $0.pattern) }.map {
                declaration($0, kind: kind, filePrivate: filePrivate)
            }
        } else {
            named = nil
        }
        guard let named else { return [] }
        return [declaration(named.name, kind: named.kind, filePrivate: Self.isFilePrivate(named.modifiers))]
    }

    private func names(in pattern: PatternSyntax) -> [TokenSyntax] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(in: binding.pattern) }
        return []
    }

    private func declaration(_ name: TokenSyntax, kind: String, filePrivate: Bool) -> TopLevelDeclarations.Declaration {
        let location = name.startLocation(converter: converter)
        return TopLevelDeclarations.Declaration(
            name: name.identifier?.name ?? name.text, kind: kind, line: location.line, column: location.column,
            isFilePrivate: filePrivate)
    }

    /// `private` or `fileprivate` without a detail: `private(set)` makes only the setter private.
    private static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { modifier in
            ["private", "fileprivate"].contains(modifier.name.text) && modifier.detail == nil
        }
    }
}
