import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: SwiftUI's marker for a dynamic property declared at the top of a `#Preview`
/// body (`@Previewable @State var genre = "Action"`). It adds nothing where it stands; `#Preview`
/// finds the declarations it marks and makes them the properties of a view it generates. As
/// SwiftUI documents, using it outside a `#Preview` body is an error.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let inPreview = context.lexicalContext.contains { syntax in
            syntax.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
                || syntax.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
        }
        if !inPreview {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: PreviewDiagnostic.previewableOutsidePreview)
            ])
        }
        return []
    }
}
