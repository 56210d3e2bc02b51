import Foundation

/// The shape of the container a view sits in, inset to the view's frame: SwiftUI's
/// `ContainerRelativeShape` (a widget's rounded corners, or the shape set with
/// `containerShape(_:)`). SwiftUI documents that with no container shape it is a rectangle; this
/// headless runtime draws it as a rectangle always and names it `ContainerRelativeShape`, so the
/// tree shows which views follow their container's shape (`contentShape=ContainerRelativeShape`).
public struct ContainerRelativeShape: InsettableShape, Equatable {
    public init() {}

    /// A rectangle filling `rect`, the shape with no container shape set.
    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(shape: self, amount: amount)
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape: SwiftUI's `Shape.containerRelative`.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// Sets the shape that `ContainerRelativeShape` inside takes: SwiftUI's `containerShape(_:)`,
    /// recorded as `containerShape=RoundedRectangle(cornerRadius: 20)`.
    public func containerShape(_ shape: some InsettableShape) -> some View {
        attributed("containerShape", ShapeName.of(shape))
    }
}
