import SwiftSyntax

/// "a class", "an enum", "a protocol": how a diagnostic names the declaration a macro was put on.
func describeKind(_ declaration: some SyntaxProtocol) -> String {
    if declaration.is(ClassDeclSyntax.self) { return "a class" }
    if declaration.is(EnumDeclSyntax.self) { return "an enum" }
    if declaration.is(StructDeclSyntax.self) { return "a struct" }
    if declaration.is(ActorDeclSyntax.self) { return "an actor" }
    if declaration.is(ProtocolDeclSyntax.self) { return "a protocol" }
    if declaration.is(ExtensionDeclSyntax.self) { return "an extension" }
    if declaration.is(FunctionDeclSyntax.self) { return "a function" }
    if declaration.is(VariableDeclSyntax.self) { return "a property" }
    return "this declaration"
}

/// `public ` when the declaration is public, so that what a macro adds is as visible as the type.
func accessPrefix(of declaration: some DeclGroupSyntax) -> String {
    for modifier in declaration.modifiers {
        switch modifier.name.tokenKind {
        case .keyword(.public): return "public "
        case .keyword(.package): return "package "
        default: continue
        }
    }
    return ""
}
