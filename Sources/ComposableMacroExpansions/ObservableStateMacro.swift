import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState struct State { … }`: marks a feature's state as observable by views, as the
/// Composable Architecture's macro does, by adding the `ObservableState` conformance:
///
///     extension State: Composable.ObservableState {}
///
/// The store does the observing: a view that reads `store.count` is re-rendered when `count`
/// changes and not when another field does (see `Store`). TCA's macro also rewrites each stored
/// property to report its reads; DataFlow's store compares the values views read instead.
public struct ObservableStateMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        if let classDecl = declaration.as(ClassDeclSyntax.self) {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: ComposableDiagnostic.observableStateOnClass(name: classDecl.name.text))
            ])
        }
        guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(
                    node: node,
                    message: ComposableDiagnostic.observableStateNotOnValueType(kind: describeKind(declaration)))
            ])
        }
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Composable.ObservableState {}")]
    }
}
