/// What a screen shows when it has nothing to show: SwiftUI's `ContentUnavailableView`
/// (`ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text(...))`,
/// or `.search` / `.search(text:)`). Shown as a `ContentUnavailableView` element with its label,
/// description and actions inside.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView
where Label == DataFlow.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { DataFlow.Label(titleKey, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { DataFlow.Label(title, systemImage: name) }, description: { description })
    }

    /// The view SwiftUI shows for a search with no results.
    public static var search: Self { search(text: "") }

    /// The view SwiftUI shows for a search for `text` with no results: "No Results for “text”".
    public static func search(text: String) -> Self {
        let title = text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
        return Self(
            label: { DataFlow.Label(title, systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") })
    }
}

extension ContentUnavailableView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .contentUnavailable),
            children: [
                .init(key: .barItem("label"), view: label), .init(key: .barItem("description"), view: description),
                .init(key: .index(0), view: actions),
            ])
    }
}
