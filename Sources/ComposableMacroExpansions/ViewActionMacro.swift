import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self) struct FeatureView: View { let store: StoreOf<Feature> … }`:
/// lets the view send `send(.buttonTapped)` for `store.send(.view(.buttonTapped))`, as the
/// Composable Architecture's macro does, by adding the conformance
///
///     extension FeatureView: Composable.ViewActionSending {}
///
/// whose `send` wraps the action in the feature's `view` case. A view with no `store` property
/// is told so at the attribute.
public struct ViewActionMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let hasStore = declaration.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
            }
        }
        guard hasStore else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: ComposableDiagnostic.viewActionNeedsStore)
            ])
        }
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Composable.ViewActionSending {}")]
    }
}
