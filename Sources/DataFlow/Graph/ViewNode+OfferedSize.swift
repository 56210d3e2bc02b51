import Foundation

extension ViewNode {
    /// The size SwiftUI would offer this view: the host's size, narrowed by the closest fixed width and height of frames around the view
    /// (what `GeometryReader` measures and a custom `Shape` draws its path in).
    var offeredSize: CGSize {
        var width: CGFloat?
        var height: CGFloat?
        var current = parent
        while let ancestor = current, width == nil || height == nil {
            if width == nil { width = ancestor.effect?.fixedWidth }
            if height == nil { height = ancestor.effect?.fixedHeight }
            current = ancestor.parent
        }
        return CGSize(width: width ?? engine.proposedSize.width, height: height ?? engine.proposedSize.height)
    }
}
