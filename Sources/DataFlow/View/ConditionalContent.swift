/// One of two views, chosen by an `if`/`else` in a `@ViewBuilder`: SwiftUI's `_ConditionalContent`.
/// The branches have different identities, so switching branch destroys the other branch's state.
/// Its view conformance is declared apart from the type, so building one is not bound to the main
/// actor, as `ViewBuilder` is not.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }

    let branch: Branch
}

extension _ConditionalContent: View {
    public typealias Body = Never
}

extension _ConditionalContent: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        switch branch {
        case .first(let view): PrimitiveContent(element: nil, children: [.init(key: .branch(true), view: view)])
        case .second(let view): PrimitiveContent(element: nil, children: [.init(key: .branch(false), view: view)])
        }
    }
}
