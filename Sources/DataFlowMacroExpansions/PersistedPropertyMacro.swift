import SwiftSyntax
import SwiftSyntaxMacros

/// `@_PersistedProperty`: what `@Model` puts on each stored property of a model (SwiftData's own
/// expansion uses an attribute of this name). It expands as Observation's `@ObservationTracked`
/// does (a private `_name` storage and accessors that report reads and changes to the registrar),
/// and every change, whether set whole or changed in place (`trip.stops.append(stop)`, a binding
/// written through a key path), also tells the model's context that it has changes to save.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let name = ModelMacro.storedName(of: variable)
        else { return [] }
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                access(keyPath: \\.\(raw: name))
                return _\(raw: name)
            }
            """,
            """
            set {
                guard shouldNotifyObservers(_\(raw: name), newValue) else {
                    _\(raw: name) = newValue
                    return
                }
                withMutation(keyPath: \\.\(raw: name)) {
                    _\(raw: name) = newValue
                }
            }
            """,
            """
            _modify {
                access(keyPath: \\.\(raw: name))
                _$observationRegistrar.willSet(self, keyPath: \\.\(raw: name))
                defer {
                    _$observationRegistrar.didSet(self, keyPath: \\.\(raw: name))
                    _$modelState.modelDidChange()
                }
                yield &_\(raw: name)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), ModelMacro.storedName(of: variable) != nil,
            let binding = variable.bindings.first, let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { return [] }
        let storage = binding.with(
            \.pattern, PatternSyntax(identifier.with(\.identifier, "_\(identifier.identifier.trimmed)"))
        )
        .with(\.accessorBlock, nil).trimmed
        return ["@ObservationIgnored private var \(storage)"]
    }
}
