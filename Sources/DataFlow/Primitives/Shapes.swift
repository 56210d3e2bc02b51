/// A circle: SwiftUI's `Circle`, one of the two shapes seed 001's `SampleView` hides and shows.
public struct Circle: View, Equatable {
    public typealias Body = Never
    public init() {}
}

/// A rectangle: SwiftUI's `Rectangle`.
public struct Rectangle: View, Equatable {
    public typealias Body = Never
    public init() {}
}

extension Circle: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .circle), children: [])
    }
}

extension Rectangle: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .rectangle), children: [])
    }
}
