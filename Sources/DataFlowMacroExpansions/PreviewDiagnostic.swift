import SwiftDiagnostics

/// What `#Preview` says when it is misused, in words a learner understands.
enum PreviewDiagnostic: DiagnosticMessage {
    case notAtFileScope(enclosing: String)
    case unexpectedArgument(String)
    case missingBody
    case extraClosures
    case previewableOutsidePreview

    var message: String {
        switch self {
        case .notAtFileScope(let enclosing):
            "#Preview must be written at the top level of a file, not inside \(enclosing): move it below the closing brace, e.g. `#Preview { ContentView() }`."
        case .unexpectedArgument(let argument):
            "#Preview takes an optional name, optional traits and a body closure; `\(argument)` is none of these. Write `#Preview(\"Name\") { ContentView() }` or `#Preview(\"Name\", traits: .sizeThatFitsLayout) { ContentView() }`."
        case .missingBody:
            "#Preview needs a body that makes the view to preview: `#Preview { ContentView() }`."
        case .previewableOutsidePreview:
            "@Previewable marks a property declared at the top of a #Preview body, e.g. `#Preview { @Previewable @State var isOn = true; Toggle(\"On\", isOn: $isOn) }`; elsewhere, declare the property in a view."
        case .extraClosures:
            "#Preview takes one closure, the body that makes the view; remove the extra closures."
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "DataFlowMacros.Preview", id: "\(self)".prefix { $0 != "(" }.description)
    }

    var severity: DiagnosticSeverity { .error }
}
