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
///                 embed: { Action.setName($0) },
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
            let label = parameter.firstName.map { $0.text == "_" ? "" : "\($0.text): " } ?? ""
            embed = "{ \(enumType).\(name)(\(label)$0) }"
            extract = "{ if case let .\(name)(value) = $0 { value } else { nil } }"
        default:
            let labels = parameters.enumerated().map { index, parameter in
                parameter.firstName.flatMap { $0.text == "_" ? nil : $0.text } ?? "_\(index)"
            }
            valueType =
                "("
                + zip(labels, parameters).map { label, parameter in
                    "\(label): \(parameter.type.trimmedDescription)"
                }.joined(separator: ", ") + ")"
            let arguments = zip(labels, parameters).map { label, parameter in
                let argumentLabel = parameter.firstName.map { $0.text == "_" ? "" : "\($0.text): " } ?? ""
                return "\(argumentLabel)$0.\(label)"
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
}
