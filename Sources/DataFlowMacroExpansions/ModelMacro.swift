import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: SwiftData's macro that makes a class a persistent model. Here it makes the class
/// observable exactly as `@Observable` does (the same registrar, `access`, `withMutation` and
/// `shouldNotifyObservers` members as the toolchain's `ObservableMacro` expands them, and on each
/// stored `var` an `@_PersistedProperty` that expands as `@ObservationTracked` does, except that a
/// change also tells the model's context it has changes to save), and a `PersistentModel` for DataFlow's in-memory stand-in: it adds the model's bookkeeping (`_$modelState`) and the list of related models a
/// `@Relationship(deleteRule: .cascade)` property holds (`_$cascadedModels`), which
/// `ModelContext.delete(_:)` deletes too.
///
///     @Model
///     final class Trip {
///         var name: String
///         @Relationship(deleteRule: .cascade) var stops: [Stop] = []
///         init(name: String) { self.name = name }
///     }
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: ModelDiagnostic.notAClass)])
        }
        let name = type.name.trimmed
        let cascaded = declaration.memberBlock.members.compactMap { member -> String? in
            guard let variable = member.decl.as(VariableDeclSyntax.self), Self.cascades(variable),
                let property = Self.storedName(of: variable)
            else { return nil }
            return "self.\(property)"
        }
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(name), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(name), Member>, _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                defer { _$modelState.modelDidChange() }
                return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            "private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }",
            """
            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
                lhs != rhs
            }
            """,
            """
            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                lhs !== rhs
            }
            """,
            """
            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
                _ lhs: Member, _ rhs: Member
            ) -> Bool {
                lhs != rhs
            }
            """,
            "@ObservationIgnored public nonisolated let _$modelState = DataFlow.ModelState()",
            "public nonisolated var _$cascadedModels: [Any] { [\(raw: cascaded.joined(separator: ", "))] }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), Self.isTrackable(variable) else { return [] }
        return ["@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        let conformances = protocols.map { $0.trimmedDescription }.joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): nonisolated \(raw: conformances) {}")]
    }

    /// A stored, non-static `var` with one name and no accessors, not marked `@ObservationIgnored`:
    /// what `@Observable` tracks.
    static func isTrackable(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), storedName(of: variable) != nil else {
            return false
        }
        let modifiers = variable.modifiers.map(\.name.text)
        if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return false }
        return !hasAttribute(named: "ObservationIgnored", on: variable)
    }

    /// The name of a stored property declared alone (`var name: String`), `nil` for a computed one.
    static func storedName(of variable: VariableDeclSyntax) -> String? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        if let accessors = binding.accessorBlock?.accessors {
            // Only observers (`didSet`, `willSet`) leave a property stored.
            guard case .accessors(let list) = accessors,
                list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
            else { return nil }
        }
        return name
    }

    /// Whether the property is a `@Relationship(deleteRule: .cascade)`.
    static func cascades(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "Relationship",
                case .argumentList(let arguments)? = attribute.arguments
            else { return false }
            return arguments.contains {
                $0.label?.text == "deleteRule" && $0.expression.trimmedDescription.hasSuffix("cascade")
            }
        }
    }

    static func hasAttribute(named name: String, on variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == name
        }
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: SwiftData's markers on a model's properties.
/// They add nothing here (the stand-in neither stores to disk nor enforces uniqueness); `@Model`
/// reads `@Relationship(deleteRule: .cascade)` itself.
public struct ModelPropertyMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// The errors `@Model` reports.
enum ModelDiagnostic: String, DiagnosticMessage {
    case notAClass

    var message: String {
        switch self {
        case .notAClass: "'@Model' applies to a class, as in SwiftData: '@Model final class Trip { … }'"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "DataFlowMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}

/// `#Unique` and `#Index`: SwiftData's schema declarations inside a model. They declare nothing
/// here (the stand-in neither enforces uniqueness nor indexes).
public struct ModelSchemaMarkerMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
