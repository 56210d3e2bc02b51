import Foundation

/// A control that opens a URL: SwiftUI's `Link`. Tapping it (`host.tap(.link("Visit Apple"))`)
/// calls the environment's `openURL` with its destination; by default the host records the URL
/// in `host.openedURLs`, since there is no browser to open.
public struct Link<Label: View>: View {
    public typealias Body = Never
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let destination = self.destination
        return PrimitiveContent(
            element: ElementDescription(
                kind: .link, value: destination.absoluteString,
                role: .tappable { [weak node] in
                    guard let node else { return }
                    node.engine.environment(of: node).openURL(destination)
                }),
            children: [.init(key: .index(0), view: label)])
    }
}
