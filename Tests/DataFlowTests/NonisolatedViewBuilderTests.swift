import DataFlow
import Testing

/// `ViewBuilder` is not bound to the main actor, as SwiftUI's is not (Apple declares it
/// `@resultBuilder struct ViewBuilder`: https://developer.apple.com/documentation/swiftui/viewbuilder),
/// so `@ViewBuilder` helpers outside a view build their views in a nonisolated context, as real
/// apps write them: a free function, a method of a plain model class, a static factory.
@ViewBuilder
func statusBadge(isDone: Bool) -> some View {
    if isDone {
        Image(systemName: "checkmark.circle")
    } else {
        Text("Pending")
        Text("tap to finish")
    }
}

/// A plain class (not a view, not on the main actor) that builds the row for an item.
final class RowFactory: Sendable {
    @ViewBuilder
    func row(title: String, isDone: Bool) -> some View {
        Text(title)
        statusBadge(isDone: isDone)
    }

    func erasedRow(title: String) -> AnyView {
        AnyView(row(title: title, isDone: true))
    }
}

@MainActor
@Suite struct NonisolatedViewBuilderTests {
    @Test func aViewBuiltInANonisolatedFunctionRendersAsInAView() {
        let factory = RowFactory()
        let tree = ViewHost(factory.erasedRow(title: "Milk")).render()
        #expect(tree.contains("Milk"), "\(tree)")
        #expect(tree.contains("checkmark.circle"), "\(tree)")

        let pending = ViewHost(factory.row(title: "Bread", isDone: false))
        #expect(pending.texts == ["Bread", "Pending", "tap to finish"])
    }
}
