/// A two-finger rotation: SwiftUI's `RotationGesture` (deprecated in iOS 17 for `RotateGesture`),
/// whose value is the angle turned since it began. Headless there are no fingers: the host turns
/// with `host.rotate(_:by:)`, which calls the gesture's `onChanged` with the final angle, then its
/// `onEnded`, as one smooth turn would end.
public struct RotationGesture: Gesture {
    public typealias Value = Angle

    var changed: [(Angle) -> Void] = []
    var ended: [(Angle) -> Void] = []

    /// A rotation that starts once the fingers turned `minimumAngleDelta`: SwiftUI's `init(minimumAngleDelta:)`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}

    /// Runs `action` as the rotation changes.
    public func onChanged(_ action: @escaping (Angle) -> Void) -> Self {
        var copy = self
        copy.changed.append(action)
        return copy
    }

    /// Runs `action` when the fingers lift.
    public func onEnded(_ action: @escaping (Angle) -> Void) -> Self {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    public func _perform(_ value: Angle) {
        for action in changed { action(value) }
        for action in ended { action(value) }
    }
}

extension View {
    /// Attaches a rotation: SwiftUI's `gesture(_:including:)` with a `RotationGesture`.
    public func gesture<G: Gesture>(_ gesture: G) -> some View where G.Value == Angle {
        var effect = ModifierEffect()
        effect.extras = ModifierExtras()
        effect.extras?.rotation = { gesture._perform($0) }
        return modified(effect)
    }

    /// A rotation recognised along with the view's other gestures: SwiftUI's `simultaneousGesture(_:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View where G.Value == Angle {
        self.gesture(gesture)
    }
}

extension ViewHost {
    /// Turns the element `query` matches by `angle`: runs the closest rotation gesture above it.
    public func rotate(_ query: ElementQuery, by angle: Angle) throws {
        let element = try actionable(query, action: "rotate")
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        var current: ViewNode? = node
        while let ancestor = current {
            if let rotation = ancestor.effect?.extras?.rotation {
                engine.perform("rotate \(element.line) by \(angle.degrees)°") { rotation(angle) }
                return
            }
            current = ancestor.parent
        }
        throw DataFlowError.cannotAct("rotate", on: element, because: "no gesture(RotationGesture()) applies to it")
    }
}
