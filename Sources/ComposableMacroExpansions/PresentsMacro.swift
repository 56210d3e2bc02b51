import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents var addContact: AddContactFeature.State?`: the Composable Architecture's macro for a
/// presented child's state. It keeps the value in a `PresentationState` stored beside the property,
/// and gives the projection `$addContact` that `ifLet(\.$addContact, action:)` is handed:
///
///     var addContact: AddContactFeature.State? {
///         @storageRestrictions(initializes: _addContact)
///         init(initialValue) { _addContact = Composable.PresentationState(wrappedValue: initialValue) }
///         get { _addContact.wrappedValue }
///         set { _addContact.wrappedValue = newValue }
///     }
///     var $addContact: Composable.PresentationState<AddContactFeature.State> { … }
///     private var _addContact: Composable.PresentationState<AddContactFeature.State>
public struct PresentsMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let property = try PresentedProperty(declaration, node: node)
        return [
            """
            @storageRestrictions(initializes: _\(raw: property.name))
            init(initialValue) {
                _\(raw: property.name) = Composable.PresentationState(wrappedValue: initialValue)
            }
            """,
            "get { _\(raw: property.name).wrappedValue }",
            "set { _\(raw: property.name).wrappedValue = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let property = try? PresentedProperty(declaration, node: node) else { return [] }
        let storage = "Composable.PresentationState<\(property.wrappedType)>"
        let initializer =
            property.initializer.map { " = Composable.PresentationState(wrappedValue: \($0))" }
            ?? " = Composable.PresentationState(wrappedValue: nil)"
        return [
            """
            \(raw: property.access)var $\(raw: property.name): \(raw: storage) {
                get { _\(raw: property.name) }
                set { _\(raw: property.name) = newValue }
            }
            """,
            "private var _\(raw: property.name): \(raw: storage)\(raw: initializer)",
        ]
    }
}

/// The parts of a `@Presents var name: Type?` declaration the expansion uses.
struct PresentedProperty {
    let name: String
    let wrappedType: String
    let initializer: String?
    let access: String

    init(_ declaration: some DeclSyntaxProtocol, node: AttributeSyntax) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            binding.accessorBlock == nil
        else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: ComposableDiagnostic.presentsNotOptionalVar)
            ])
        }
        guard let type = binding.typeAnnotation?.type else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: ComposableDiagnostic.presentsNeedsType)
            ])
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            wrappedType = optional.wrappedType.trimmedDescription
        } else if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
            let argument = identifier.genericArgumentClause?.arguments.first
        {
            wrappedType = argument.argument.trimmedDescription
        } else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: ComposableDiagnostic.presentsNotOptionalVar)
            ])
        }
        name = identifier.text
        initializer = binding.initializer?.value.trimmedDescription
        access = variable.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
    }
}
