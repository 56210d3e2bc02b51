import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name") { ContentView() }`: SwiftUI's preview macro, expanded into three file-level
/// declarations a learner can read (`swiftc -Xfrontend -dump-macro-expansions` shows them):
///
/// 1. a main-actor function that makes the `Preview` (its name, file, line, and the body closure);
/// 2. a C function that hands that maker to whoever asks for a `Preview.Registration`;
/// 3. a constant, placed with `@section("swift5_tests") @used` among the binary's test content
///    records (where Swift Testing's `@Test` puts its own, with a different kind), pointing at 2.
///
/// `Preview.all` reads those records back at run time, so previews are found with nothing from
/// the learner, as Xcode's canvas finds the `#Preview`s of a file.
public struct PreviewMacro: DeclarationMacro {
    /// `'prev'`: the kind of test content record a preview registers, as a four-character code.
    static let recordKind = "0x70726576 /* 'prev' */"

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if let enclosing = context.lexicalContext.first {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: PreviewDiagnostic.notAtFileScope(enclosing: describe(enclosing)))
            ])
        }
        let arguments = try PreviewArguments(node)
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file ?? "#fileID"
        let line = location?.line ?? "#line"

        let maker = context.makeUniqueName("makePreview")
        let accessor = context.makeUniqueName("registerPreview")
        let record = context.makeUniqueName("previewRecord")
        let nameArgument =
            (arguments.name.map { "\($0.trimmedDescription), " } ?? "")
            + (arguments.traits.isEmpty
                ? "" : "traits: " + arguments.traits.map(\.trimmedDescription).joined(separator: ", ") + ", ")
        var contentView: DeclSyntax?
        let call: String
        if let closure = arguments.body.as(ClosureExprSyntax.self), let previewable = PreviewableContent(closure) {
            let typeName = context.makeUniqueName("PreviewContent")
            contentView = previewable.viewDeclaration(named: typeName)
            call =
                "DataFlow.Preview(\(nameArgument)fileID: \(fileID), line: \(line)) {\n        \(typeName.text)()\n    }"
        } else if let closure = arguments.body.as(ClosureExprSyntax.self) {
            call =
                "DataFlow.Preview(\(nameArgument)fileID: \(fileID), line: \(line)) \(BodyText.reindented(closure, by: 4))"
        } else {
            call =
                "DataFlow.Preview(\(nameArgument)fileID: \(fileID), line: \(line), body: \(arguments.body.trimmedDescription))"
        }
        // The accessor hands the maker on in a closure, not by name: a `@MainActor` function type
        // is `Sendable` (SE-0434), and a global function's reference is inferred `Sendable` only
        // in Swift 6 mode (SE-0418), so a Swift 5 client with complete concurrency checking (what
        // TCA's SyncUps tutorial turns on) would get a data-race warning for every `#Preview`.
        let declarations: [DeclSyntax] = [
            """
            /// Makes the preview: what Xcode's canvas would show, and what `ViewHost(preview:)` mounts.
            @MainActor private func \(maker)() -> DataFlow.Preview {
                \(raw: call)
            }
            """,
            """
            /// Hands the function above to `Preview.all`, which asks for a `Preview.Registration`.
            nonisolated private func \(accessor)(_ value: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
                DataFlow.Preview.Registration.store({ \(maker)() }, into: value, ifTypeAt: type)
            }
            """,
            """
            /// Registers the preview: a record of kind 'prev' in the binary's test content section.
            @section("swift5_tests") @used
            nonisolated private let \(record): DataFlow.Preview.Record = (\(raw: recordKind), 0, \(accessor), 0, 0)
            """,
        ]
        return (contentView.map { [$0] } ?? []) + declarations
    }

    /// "the struct ContentView", "the function makeView", for a diagnostic.
    private static func describe(_ context: Syntax) -> String {
        if let function = context.as(FunctionDeclSyntax.self) { return "the function \(function.name.text)" }
        let keyword =
            context.as(StructDeclSyntax.self)?.structKeyword ?? context.as(ClassDeclSyntax.self)?.classKeyword
            ?? context.as(EnumDeclSyntax.self)?.enumKeyword ?? context.as(ActorDeclSyntax.self)?.actorKeyword
            ?? context.as(ProtocolDeclSyntax.self)?.protocolKeyword
        if let keyword, let type = context.asProtocol(NamedDeclSyntax.self) {
            return "the \(keyword.text) \(type.name.text)"
        }
        if let extended = context.as(ExtensionDeclSyntax.self) {
            return "an extension of \(extended.extendedType.trimmedDescription)"
        }
        if context.is(ClosureExprSyntax.self) { return "a closure" }
        return "a declaration"
    }
}

/// The arguments of one `#Preview`: an optional name, the traits (`traits:` and the unlabelled
/// traits after it), and the body (a trailing closure or `body:`).
struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax]
    var body: ExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        var body = node.trailingClosure.map(ExprSyntax.init)
        for (index, argument) in node.arguments.enumerated() {
            switch argument.label?.text {
            case nil where index == 0:
                name = argument.expression
            case "traits" where traits.isEmpty:
                traits.append(argument.expression)
            case nil where !traits.isEmpty:
                traits.append(argument.expression)
            case "body" where body == nil:
                body = argument.expression
            default:
                throw DiagnosticsError(diagnostics: [
                    Diagnostic(
                        node: argument, message: PreviewDiagnostic.unexpectedArgument(argument.trimmedDescription))
                ])
            }
        }
        guard let body else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewDiagnostic.missingBody)])
        }
        if node.additionalTrailingClosures.first != nil {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node.additionalTrailingClosures, message: PreviewDiagnostic.extraClosures)
            ])
        }
        self.name = name
        self.traits = traits
        self.body = body
    }
}
