/// One of two views, chosen by an `if`/`else` in a `@ViewBuilder`: SwiftUI's `_ConditionalContent`.
/// The branches have different identities, so switching branch destroys the other branch's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }

    let branch: Branch
}

extension _ConditionalContent: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        switch branch {
        case .first(let view): PrimitiveContent(element: nil, children: [.init(key: .branch(true), view: view)])
        case .second(let view): PrimitiveContent(element: nil, children: [.init(key: .branch(false), view: view)])
        }
    }
}
