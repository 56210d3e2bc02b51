import SwiftSyntax

/// A `#Preview` body that declares `@Previewable` properties, split into those declarations and
/// the rest of the body, which `#Preview` turns into a view of its own:
///
///     #Preview {                                   private struct PreviewContent: DataFlow._PreviewContent {
///         @Previewable @State var genre = "Action"     @State var genre = "Action"
///         GenrePicker(genre: $genre)          →        var body: some DataFlow.View {
///     }                                                    GenrePicker(genre: $genre)
///                                                      }
///                                                  }
///
/// so the state lives in the host as long as the preview is mounted, as SwiftUI documents for
/// `@Previewable`.
struct PreviewableContent {
    /// The marked declarations, without `@Previewable`.
    let properties: [VariableDeclSyntax]
    /// Every other statement of the body, in order.
    let bodyStatements: [CodeBlockItemSyntax]

    /// Nil when the body marks nothing `@Previewable`.
    init?(_ closure: ClosureExprSyntax) {
        var properties: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for statement in closure.statements {
            if let variable = statement.item.as(VariableDeclSyntax.self),
                let marked = Self.removingPreviewable(variable)
            {
                properties.append(marked)
            } else {
                rest.append(statement)
            }
        }
        guard !properties.isEmpty else { return nil }
        self.properties = properties
        self.bodyStatements = rest
    }

    /// The view declaration, named `name`.
    func viewDeclaration(named name: TokenSyntax) -> DeclSyntax {
        let propertyLines = properties.map { "    " + $0.trimmedDescription }.joined(separator: "\n")
        let body = BodyText.reindented(statements: bodyStatements.map(\.description).joined(), by: 4)
        return """
            /// The view the preview shows: its `@Previewable` declarations are this view's properties.
            private struct \(name): DataFlow._PreviewContent {
            \(raw: propertyLines)

                var body: some DataFlow.View \(raw: body)
            }
            """
    }

    /// `variable` without its `@Previewable` attribute, or nil if it has none.
    private static func removingPreviewable(_ variable: VariableDeclSyntax) -> VariableDeclSyntax? {
        let attributes = variable.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return attribute.attributeName.trimmedDescription != "Previewable"
        }
        guard attributes.count < variable.attributes.count else { return nil }
        var stripped = variable
        stripped.attributes = attributes
        return stripped
    }
}
