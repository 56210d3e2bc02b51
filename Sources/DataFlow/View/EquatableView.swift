/// A view that SwiftUI compares with its own `==` to decide whether its body must run again:
/// SwiftUI's `EquatableView`, what `.equatable()` returns. When the parent's body produces a new
/// value that `==` says is equal to the previous one, the view's body is skipped (unless a source
/// of truth it reads changed). Use it when a view holds inputs SwiftUI cannot compare on its own,
/// such as a closure, and you know which inputs matter.
public struct EquatableView<Content: View & Equatable>: View {
    public typealias Body = Never
    public var content: Content

    public init(content: Content) {
        self.content = content
    }
}

extension EquatableView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        // The engine compares an Equatable view's old and new values with `==` (InputComparison).
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension View where Self: Equatable {
    /// Compares this view with `==` to decide whether its body runs again: SwiftUI's `equatable()`.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
