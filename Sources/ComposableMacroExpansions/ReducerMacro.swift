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
        // (a domain written before its logic) reduces with an `EmptyReducer`.
        let declaresLogic = declaration.memberBlock.members.contains { member in
            if let function = member.decl.as(FunctionDeclSyntax.self) { return function.name.text == "reduce" }
            return member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
            } ?? false
        }
        guard declaration.is(StructDeclSyntax.self), !declaresLogic else { return [] }
        return ["\(raw: accessPrefix(of: declaration))let body = Composable.EmptyReducer<State, Action>()"]
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
        if let enumDecl = member.as(EnumDeclSyntax.self), enumDecl.name.text == "Action" {
            let alreadyCasePathable =
                enumDecl.attributes.contains { attribute in
                    attribute.as(AttributeSyntax.self).map {
                        names($0.attributeName.trimmedDescription, "CasePathable")
                    } ?? false
                }
                || (enumDecl.inheritanceClause?.inheritedTypes.contains {
                    names($0.type.trimmedDescription, "CasePathable")
                } ?? false)
            return alreadyCasePathable ? [] : ["@Composable.CasePathable"]
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

    /// A feature needs a `State` and an `Action` (types or type aliases); its `Action` must be an enum.
    private static func checkDomain(of structDecl: StructDeclSyntax, node: AttributeSyntax) throws {
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
        let feature = structDecl.name.text
        var diagnostics: [Diagnostic] = []
        for member in ["State", "Action"] where declared[member] == nil {
            diagnostics.append(
                Diagnostic(node: node, message: ComposableDiagnostic.reducerMissing(member, feature: feature)))
        }
        if let action = declared["Action"], !action.is(EnumDeclSyntax.self), !action.is(TypeAliasDeclSyntax.self) {
            diagnostics.append(
                Diagnostic(
                    node: action,
                    message: ComposableDiagnostic.reducerActionNotEnum(feature: feature, kind: describeKind(action))))
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics: diagnostics) }
    }
}
