/// An indeterminate activity indicator: SwiftUI's `ProgressView`, shown while work is running.
public struct ProgressView: View, Equatable {
    public typealias Body = Never
    let title: String?

    public init() { title = nil }

    public init(_ titleKey: LocalizedStringKey) { title = titleKey.resolved }
}

extension ProgressView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .progressView, label: title), children: [])
    }
}
