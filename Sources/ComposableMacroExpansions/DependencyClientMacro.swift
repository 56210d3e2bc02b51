import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyClient struct NumberFactClient { var fetch: @Sendable (Int) async throws -> String }`:
/// swift-dependencies' macro for a client made of closures. It writes two initializers:
///
/// - one taking every endpoint, `NumberFactClient(fetch: { … })`, for the live and test values;
/// - `NumberFactClient()`, whose endpoints without a default are *unimplemented*: calling one
///   reports a failure naming it ("Unimplemented: NumberFactClient.fetch") and, if it can throw,
///   throws. A test then states exactly which endpoints a feature may use.
public struct DependencyClientMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(
                    node: node,
                    message: ComposableDiagnostic.dependencyClientNotOnStruct(kind: describeKind(declaration)))
            ])
        }
        let client = structDecl.name.text
        let access = accessPrefix(of: structDecl)
        var endpoints: [Endpoint] = []
        var diagnostics: [Diagnostic] = []
        for member in structDecl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.var),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings {
                guard binding.accessorBlock == nil,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type,
                    let function = functionType(in: type)
                else { continue }
                let endpoint = Endpoint(
                    name: name, type: type.trimmedDescription, function: function,
                    initializer: binding.initializer?.value.trimmedDescription)
                if endpoint.initializer == nil, !endpoint.throws, !endpoint.returnsVoid, !endpoint.returnsOptional {
                    diagnostics.append(
                        Diagnostic(
                            node: binding,
                            message: ComposableDiagnostic.dependencyClientNeedsDefault(property: name, client: client)))
                }
                endpoints.append(endpoint)
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics: diagnostics) }
        guard !endpoints.isEmpty else { return [] }

        let parameters = endpoints.map { endpoint in
            "\(endpoint.name): \(endpoint.escapingType)" + (endpoint.initializer.map { " = \($0)" } ?? "")
        }.joined(separator: ",\n    ")
        let assignments = endpoints.map { "    self.\($0.name) = \($0.name)" }.joined(separator: "\n")
        let unimplemented = endpoints.filter { $0.initializer == nil }.map { endpoint in
            "    self.\(endpoint.name) = \(endpoint.unimplementedClosure(client: client))"
        }.joined(separator: "\n")
        let methods: [DeclSyntax] = endpoints.compactMap { endpoint in
            endpoint.labelledMethod(access: access).map { "\(raw: $0)" }
        }
        return methods + [
            """
            \(raw: access)init(
                \(raw: parameters)
            ) {
            \(raw: assignments)
            }
            """,
            """
            \(raw: access)init() {
            \(raw: unimplemented)
            }
            """,
        ]
    }

    /// The function type of an endpoint, under `@Sendable` and parentheses.
    static func functionType(in type: TypeSyntax) -> FunctionTypeSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(in: attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return functionType(in: only.type)
        }
        return nil
    }
}

/// One closure property of a dependency client.
struct Endpoint {
    let name: String
    let type: String
    let function: FunctionTypeSyntax
    let initializer: String?

    var `throws`: Bool { function.effectSpecifiers?.throwsClause != nil }
    var returnsVoid: Bool {
        let result = function.returnClause.type.trimmedDescription
        return result == "Void" || result == "()"
    }
    /// Whether the endpoint returns an optional, which an unimplemented version returns as `nil`
    /// (as swift-dependencies' macro does), so it needs no default.
    var returnsOptional: Bool {
        let result = function.returnClause.type
        return result.is(OptionalTypeSyntax.self) || result.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || result.trimmedDescription.hasPrefix("Optional<")
    }
    var escapingType: String { "@escaping " + type }

    /// For an endpoint whose parameters are named (`var fetch: (_ number: Int) async throws -> String`),
    /// a method calling it with those names as labels, as swift-dependencies' macro writes:
    /// `func fetch(number: Int) async throws -> String { try await self.fetch(number) }`.
    func labelledMethod(access: String) -> String? {
        let parameters = Array(function.parameters)
        guard !parameters.isEmpty else { return nil }
        var declared: [String] = []
        var arguments: [String] = []
        for (offset, parameter) in parameters.enumerated() {
            let first = parameter.firstName?.text
            let second = parameter.secondName?.text
            let label = first == "_" ? second : first
            guard let label, label != "_" else { return nil }
            let local = "p\(offset)"
            declared.append("\(label) \(local): \(parameter.type.trimmedDescription)")
            arguments.append(local)
        }
        let effects = function.effectSpecifiers
        let isAsync = effects?.asyncSpecifier != nil
        let call =
            (self.throws ? "try " : "") + (isAsync ? "await " : "")
            + "self.\(name)(\(arguments.joined(separator: ", ")))"
        let specifiers = (isAsync ? " async" : "") + (self.throws ? " throws" : "")
        let result = function.returnClause.type.trimmedDescription
        return "\(access)func \(name)(\(declared.joined(separator: ", ")))\(specifiers) -> \(result) {\n    \(call)\n}"
    }

    func unimplementedClosure(client: String) -> String {
        let arguments =
            function.parameters.isEmpty
            ? "" : " " + function.parameters.map { _ in "_" }.joined(separator: ", ") + " in"
        let report =
            "Composable.IssueReporter.report(\"Unimplemented: \(client).\(name) was called, but this \(client) has no implementation of it. Give one where the client is made, e.g. `$0.client.\(name) = { … }` in withDependencies.\")"
        let ending =
            self.throws
            ? "throw Composable.UnimplementedEndpoint(\"\(client).\(name)\")" : returnsOptional ? "return nil" : ""
        return "{\(arguments)\n        \(report)\n" + (ending.isEmpty ? "" : "        \(ending)\n") + "    }"
    }
}
