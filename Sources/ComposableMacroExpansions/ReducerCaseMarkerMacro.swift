import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored` and `@ReducerCaseEphemeral` on a case of a `@Reducer enum`: TCA's markers
/// for a case that holds plain data rather than a feature (ignored: state only, its action `Never`)
/// or a value with its own actions such as an `AlertState<Action>` (ephemeral). They write nothing
/// themselves; `@Reducer` reads them from the enum (see `EnumReducerExpansion`).
public struct ReducerCaseMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
