/// Builds a view out of the statements of a closure: SwiftUI's `@ViewBuilder`.
///
/// Several statements become a `TupleView`, `if`/`else` a `_ConditionalContent`, a lone `if` an
/// `Optional` view. Each keeps its own position, which is what gives the views inside it their
/// identity: the two branches of an `if` are different views, with different `@State`.
///
/// Like SwiftUI's (declared `@resultBuilder struct ViewBuilder`, with no global actor:
/// https://developer.apple.com/documentation/swiftui/viewbuilder), the builder is not bound to the
/// main actor, so a `@ViewBuilder` function or property outside a view, in a nonisolated context,
/// builds its views as it does with SwiftUI.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: .first(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: .second(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
