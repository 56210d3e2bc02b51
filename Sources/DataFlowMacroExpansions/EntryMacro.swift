import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: SwiftUI's macro that makes a property of an `EnvironmentValues` extension an
/// environment value, with its initial value as the default:
///
///     extension EnvironmentValues {
///         @Entry var accentName: String = "blue"
///     }
///
/// expands, as Apple's does, to a computed property reading and writing a key, and the key:
///
///     var accentName: String {
///         get { self[__Key_accentName.self] }
///         set { self[__Key_accentName.self] = newValue }
///     }
///     private struct __Key_accentName: EnvironmentKey {
///         static var defaultValue: String { "blue" }
///     }
///
/// The default is computed each time it is needed (SwiftUI documents that it may be evaluated
/// more than once), which also keeps non-`Sendable` defaults legal in Swift 6.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, node: node)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, node: node)
        return [
            """
            private struct \(raw: entry.keyName): EnvironmentKey {
                static var defaultValue: \(entry.type) { \(entry.defaultValue) }
            }
            """
        ]
    }
}

/// What `@Entry` reads from the property it is attached to.
private struct Entry {
    let keyName: String
    let type: TypeSyntax
    let defaultValue: ExprSyntax

    init(_ declaration: some DeclSyntaxProtocol, node: AttributeSyntax) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: EntryDiagnostic.notAVariable)])
        }
        guard let type = binding.typeAnnotation?.type else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: EntryDiagnostic.missingType)])
        }
        keyName = "__Key_\(name)"
        self.type = type.trimmed
        if let value = binding.initializer?.value {
            defaultValue = value.trimmed
        } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            defaultValue = "nil"
        } else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: EntryDiagnostic.missingDefault)])
        }
    }
}

/// The errors `@Entry` reports.
enum EntryDiagnostic: String, DiagnosticMessage {
    case notAVariable
    case missingType
    case missingDefault

    var message: String {
        switch self {
        case .notAVariable: "'@Entry' applies to one 'var' declaration in an extension of EnvironmentValues"
        case .missingType: "'@Entry' needs the property's type: '@Entry var name: Type = default'"
        case .missingDefault: "'@Entry' needs a default value: '@Entry var name: Type = default'"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "DataFlowMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
