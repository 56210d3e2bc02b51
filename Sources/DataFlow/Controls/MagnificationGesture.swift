import Foundation

/// A pinch: SwiftUI's `MagnificationGesture` (deprecated in iOS 17 for `MagnifyGesture`), whose
/// value is the scale, 1 where the pinch began. Headless there are no fingers: the host pinches
/// with `host.magnify(_:by:)`, which calls the gesture's `onChanged` with the final scale, then
/// its `onEnded`, as one smooth pinch would end.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat

    var changed: [(CGFloat) -> Void] = []
    var ended: [(CGFloat) -> Void] = []

    /// A pinch that starts once the fingers moved `minimumScaleDelta`: SwiftUI's `init(minimumScaleDelta:)`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}

    /// Runs `action` as the pinch changes.
    public func onChanged(_ action: @escaping (CGFloat) -> Void) -> Self {
        var copy = self
        copy.changed.append(action)
        return copy
    }

    /// Runs `action` when the fingers lift.
    public func onEnded(_ action: @escaping (CGFloat) -> Void) -> Self {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    public func _perform(_ value: CGFloat) {
        for action in changed { action(value) }
        for action in ended { action(value) }
    }
}

extension View {
    /// Attaches a pinch: SwiftUI's `gesture(_:including:)` with a `MagnificationGesture`.
    public func gesture<G: Gesture>(_ gesture: G) -> some View where G.Value == CGFloat {
        var effect = ModifierEffect()
        effect.extras = ModifierExtras()
        effect.extras?.magnification = { gesture._perform($0) }
        return modified(effect)
    }

    /// A pinch recognised along with the view's other gestures: SwiftUI's `simultaneousGesture(_:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View where G.Value == CGFloat {
        self.gesture(gesture)
    }
}

extension ViewHost {
    /// Pinches the element `query` matches to `scale`: runs the closest magnification gesture above it.
    public func magnify(_ query: ElementQuery, by scale: CGFloat) throws {
        let element = try actionable(query, action: "magnify")
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        var current: ViewNode? = node
        while let ancestor = current {
            if let magnification = ancestor.effect?.extras?.magnification {
                engine.perform("magnify \(element.line) by \(scale)") { magnification(scale) }
                return
            }
            current = ancestor.parent
        }
        throw DataFlowError.cannotAct(
            "magnify", on: element, because: "no gesture(MagnificationGesture()) applies to it")
    }
}
