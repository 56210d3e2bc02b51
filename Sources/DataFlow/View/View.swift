/// A piece of user interface described as a value: SwiftUI's `View`.
///
/// A view is a cheap struct that the runtime asks for its `body` whenever the data it depends on
/// changes. The struct itself is thrown away and re-created often; anything that must survive
/// (`@State`) lives in the host, keyed by the view's identity in the tree.
///
/// Like SwiftUI, `View` is bound to the main actor.
@MainActor
@preconcurrency
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content of this view, re-evaluated whenever a source of truth it read changes.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body: the runtime renders them directly.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the runtime renders itself instead of asking for a body: `Text`, `VStack`, `Button`...
/// Public only because Swift requires it of the built-in views' conformance, like SwiftUI's own
/// underscored types. Your views never adopt it: they declare a `body`, and forgetting to is a
/// compile error ("type does not conform to protocol 'View'"), as in SwiftUI.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    /// Primitive views have no body; reaching this is a bug in the runtime, not in your code.
    public var body: Never {
        fatalError(
            "\(Self.self) is a primitive view: the DataFlow host renders it directly and never asks for its body.")
    }
}
