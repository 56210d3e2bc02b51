import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CasePathable enum Action { … }`: gives each case a key path, as swift-case-paths' macro does,
/// so that `\.setName` names the case `setName(_:)` where TCA expects an action's case. It writes,
/// for each case, a property of `AllCasePaths` that embeds a payload into the case and extracts it
/// back, and the `CasePathable` conformance:
///
///     public struct AllCasePaths {
///         public var setName: Composable.AnyCasePath<Action, String> {
///             Composable.AnyCasePath(
///                 embed: Action.setName,
///                 extract: { if case let .setName(value) = $0 { value } else { nil } }
///             )
///         }
///     }
///     public static var allCasePaths: AllCasePaths { AllCasePaths() }
public struct CasePathableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(
                    node: node, message: ComposableDiagnostic.casePathableNotOnEnum(kind: describeKind(declaration)))
            ])
        }
        let access = accessPrefix(of: enumDecl)
        let enumType = typeName(of: enumDecl)
        var properties: [String] = []
        for member in enumDecl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                properties.append(casePathProperty(for: element, in: enumType, access: access))
            }
        }
        let body = properties.joined(separator: "\n")
        return [
            """
            \(raw: access)struct AllCasePaths: Sendable {
            \(raw: body)
            }
            """,
            "\(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Composable.CasePathable {}")]
    }

    /// `Action`, or `Action<Value>` for a generic enum.
    static func typeName(of enumDecl: EnumDeclSyntax) -> String {
        let name = enumDecl.name.text
        guard let generics = enumDecl.genericParameterClause?.parameters, !generics.isEmpty else { return name }
        return name + "<" + generics.map(\.name.text).joined(separator: ", ") + ">"
    }

    static func casePathProperty(for element: EnumCaseElementSyntax, in enumType: String, access: String) -> String {
        let name = element.name.text
        let parameters = Array(element.parameterClause?.parameters ?? [])
        let valueType: String
        let embed: String
        let extract: String
        switch parameters.count {
        case 0:
            valueType = "Void"
            embed = "{ \(enumType).\(name) }"
            extract = "{ if case .\(name) = $0 { () } else { nil } }"
        case 1:
            let parameter = parameters[0]
            valueType = parameter.type.trimmedDescription
            let label = parameter.firstName.map { $0.text == "_" ? "" : "(\($0.text):)" } ?? ""
            // The case itself embeds its payload (`Action.setName`), not a closure calling it: a
            // payload that cannot be made (an empty `enum Action {}` of a placeholder feature,
            // or `Never` for an enum reducer's state-only case) would draw "will never be
            // executed" on a closure's call.
            embed = "\(enumType).\(name)\(label)"
            extract = "{ if case let .\(name)(value) = $0 { value } else { nil } }"
        default:
            // As swift-case-paths does, the tuple keeps the case's labels and leaves unlabelled
            // values unlabelled: `case meeting(Meeting, syncUp: SyncUp)` extracts
            // `(Meeting, syncUp: SyncUp)`.
            valueType = "(" + tupleElements(parameters).joined(separator: ", ") + ")"
            let arguments = parameters.enumerated().map { index, parameter in
                let label = parameter.firstName.flatMap { $0.text == "_" ? nil : $0.text }
                return label.map { "\($0): $0.\($0)" } ?? "$0.\(index)"
            }.joined(separator: ", ")
            embed = "{ \(enumType).\(name)(\(arguments)) }"
            let bindings = parameters.indices.map { "v\($0)" }.joined(separator: ", ")
            extract = "{ if case let .\(name)(\(bindings)) = $0 { (\(bindings)) } else { nil } }"
        }
        return """
                \(access)var \(name): Composable.AnyCasePath<\(enumType), \(valueType)> {
                    Composable.AnyCasePath(
                        embed: \(embed),
                        extract: \(extract)
                    )
                }
            """
    }

    /// The elements of the tuple a case with several values extracts: `syncUp: SyncUp` for a
    /// labelled value, the type alone for an unlabelled one.
    static func tupleElements(_ parameters: [EnumCaseParameterSyntax]) -> [String] {
        parameters.map { parameter in
            let label = parameter.firstName.flatMap { $0.text == "_" ? nil : $0.text }
            return (label.map { "\($0): " } ?? "") + parameter.type.trimmedDescription
        }
    }
}
