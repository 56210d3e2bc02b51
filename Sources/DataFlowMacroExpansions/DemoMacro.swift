import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Demo("counter", chapter: 1, title: "…") { DemoStory(…) { … } }`: a demo of the course,
/// registered the way `#Preview` registers a preview. It expands into three file-level
/// declarations: a main-actor function that makes the `Demo` (its arguments, file and line, and
/// the story closure), a C function that hands that maker to `Demo.all`, and a record of kind
/// 'demo' placed with `@section("swift5_tests") @used` among the binary's test content records.
public struct DemoMacro: DeclarationMacro {
    /// `'demo'`: the kind of test content record a demo registers, as a four-character code.
    static let recordKind = "0x64656d6f /* 'demo' */"

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if context.lexicalContext.first != nil {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: DemoDiagnostic.notAtFileScope)])
        }
        guard
            let story = node.trailingClosure
                ?? node.arguments.last(where: { $0.label?.text == "story" })?.expression.as(ClosureExprSyntax.self)
        else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: DemoDiagnostic.missingStory)])
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file ?? "#fileID"
        let line = location?.line ?? "#line"
        let arguments = node.arguments.filter { $0.label?.text != "story" }
            .map { argument in argument.with(\.trailingComma, nil).trimmedDescription }
            .joined(separator: ", ")

        let maker = context.makeUniqueName("makeDemo")
        let accessor = context.makeUniqueName("registerDemo")
        let record = context.makeUniqueName("demoRecord")
        return [
            """
            /// Makes the demo: what `checker demo` runs and `checker graph` draws.
            @MainActor private func \(maker)() -> DataFlow.Demo {
                DataFlow.Demo(\(raw: arguments), fileID: \(fileID), line: \(line), story: \(raw: BodyText.reindented(story, by: 4)))
            }
            """,
            """
            /// Hands the function above to `Demo.all`, which asks for a `Demo.Registration`.
            nonisolated private func \(accessor)(_ value: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
                DataFlow.Demo.Registration.store(\(maker), into: value, ifTypeAt: type)
            }
            """,
            """
            /// Registers the demo: a record of kind 'demo' in the binary's test content section.
            @section("swift5_tests") @used
            nonisolated private let \(record): DataFlow.Demo.Record = (\(raw: recordKind), 0, \(accessor), 0, 0)
            """,
        ]
    }
}

/// What `#Demo` says when it is misused.
enum DemoDiagnostic: String, DiagnosticMessage {
    case notAtFileScope
    case missingStory

    var message: String {
        switch self {
        case .notAtFileScope:
            "#Demo declares a demo: write it at the top level of a file, outside any type or function."
        case .missingStory: "#Demo needs its story: a trailing closure returning DemoStory(SomeView(), steps: [...])."
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "DataFlowMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
