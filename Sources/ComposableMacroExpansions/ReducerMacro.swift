import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer struct Feature { … }`: what the Composable Architecture's macro does for a struct
/// feature, written out where a learner can read it:
///
/// - `extension Feature: Composable.Reducer {}`;
/// - `@CasePathable` on the nested `enum Action`, so that `\.child` and `\.setName` name its cases;
/// - `@Composable.ReducerBuilder<Self.State, Self.Action>` on `var body`, so that the reducers
///   listed in it are combined (a conformance added by a macro lets Swift infer no builder).
///
/// As in TCA, it leaves a struct `State` alone: `@ObservableState` is written by hand.
public struct ReducerMacro: ExtensionMacro, MemberAttributeMacro, MemberMacro {
    /// On an enum, the members of an enum reducer (see `EnumReducerExpansion`); on a struct, none.
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            return EnumReducerExpansion.members(of: enumDecl, attribute: node)
        }
        // As TCA's macro does, a feature that declares neither `body` nor `reduce(into:action:)`
        // (a domain written before its logic, or a placeholder `@Reducer struct Wallet {}`) reduces
        // with an `EmptyReducer`, over an empty `State` and `Action` where it declares none
        // (TCA's ReducerMacro.swift). A feature with logic may declare them in an extension.
        let declaresLogic = declaration.memberBlock.members.contains { member in
            if let function = member.decl.as(FunctionDeclSyntax.self) { return function.name.text == "reduce" }
            return member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
            } ?? false
        }
        guard let structDecl = declaration.as(StructDeclSyntax.self), !declaresLogic else { return [] }
        let access = accessPrefix(of: declaration)
        let declared = declaredDomain(of: structDecl)
        var members: [DeclSyntax] = []
        if declared["State"] == nil {
            members.append(
                """
                @Composable.ObservableState
                \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
                \(raw: access)init() {}
                }
                """)
        }
        if declared["Action"] == nil {
            members.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
        }
        members.append("\(raw: access)let body = Composable.EmptyReducer<State, Action>()")
        return members
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        if declaration.is(EnumDeclSyntax.self) {
            guard !protocols.isEmpty else { return [] }
            return [try ExtensionDeclSyntax("extension \(type.trimmed): Composable.Reducer, Composable.CaseReducer {}")]
        }
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(
                    node: node, message: ComposableDiagnostic.reducerNotOnStruct(kind: describeKind(declaration)))
            ])
        }
        try checkDomain(of: structDecl, node: node)
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Composable.Reducer {}")]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        // An enum reducer gets the same help for an `Action` or `body` it writes itself.
        guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else { return [] }
        // As TCA's macro does, an `Action` enum gets `@CasePathable`, and a struct feature's
        // `State` enum (a destination written by hand) `@CasePathable @dynamicMemberLookup`, so
        // that `Scope(state: \.childA, …)` and `state.destination?.childA` name its cases.
        if let enumDecl = member.as(EnumDeclSyntax.self),
            enumDecl.name.text == "Action" || (enumDecl.name.text == "State" && declaration.is(StructDeclSyntax.self))
        {
            let has = { (name: String) in
                enumDecl.attributes.contains { attribute in
                    attribute.as(AttributeSyntax.self).map { names($0.attributeName.trimmedDescription, name) } ?? false
                }
            }
            let alreadyCasePathable =
                has("CasePathable")
                || (enumDecl.inheritanceClause?.inheritedTypes.contains {
                    names($0.type.trimmedDescription, "CasePathable")
                } ?? false)
            var attributes: [AttributeSyntax] = alreadyCasePathable ? [] : ["@Composable.CasePathable"]
            if enumDecl.name.text == "State", !has("dynamicMemberLookup") { attributes.append("@dynamicMemberLookup") }
            return attributes
        }
        if let variable = member.as(VariableDeclSyntax.self),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
            binding.accessorBlock != nil
        {
            let hasBuilder = variable.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription.contains("ReducerBuilder") ?? false
            }
            return hasBuilder ? [] : ["@Composable.ReducerBuilder<Self.State, Self.Action>"]
        }
        return []
    }

    /// Whether `written` names `name`, bare or module-qualified.
    private static func names(_ written: String, _ name: String) -> Bool {
        written == name || written.hasSuffix("." + name)
    }

    /// The `State` and `Action` a feature declares in its own body (types or type aliases).
    private static func declaredDomain(of structDecl: StructDeclSyntax) -> [String: Syntax] {
        var declared: [String: Syntax] = [:]
        for member in structDecl.memberBlock.members {
            let decl = member.decl
            if let nested = decl.asProtocol(NamedDeclSyntax.self), ["State", "Action"].contains(nested.name.text) {
                declared[nested.name.text] = Syntax(decl)
            }
            if let alias = decl.as(TypeAliasDeclSyntax.self), ["State", "Action"].contains(alias.name.text) {
                declared[alias.name.text] = Syntax(decl)
            }
        }
        return declared
    }

    /// An `Action` the feature declares must be an enum. One it leaves out is made empty when it has
    /// no logic, or is found in an extension (as TCA's macro leaves it), the compiler saying so if not.
    private static func checkDomain(of structDecl: StructDeclSyntax, node: AttributeSyntax) throws {
        let declared = declaredDomain(of: structDecl)
        let feature = structDecl.name.text
        var diagnostics: [Diagnostic] = []
        if let action = declared["Action"], !action.is(EnumDeclSyntax.self), !action.is(TypeAliasDeclSyntax.self) {
            diagnostics.append(
                Diagnostic(
                    node: action,
                    message: ComposableDiagnostic.reducerActionNotEnum(feature: feature, kind: describeKind(action))))
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics: diagnostics) }
    }
}
