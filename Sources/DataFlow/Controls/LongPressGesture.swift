extension View {
    /// Runs `action` when a user presses and holds the view: SwiftUI's
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`. Headless
    /// there is no finger to hold: the host performs the press with `host.longPress(_:)`, which
    /// calls `onPressingChanged(true)`, then `action`, then `onPressingChanged(false)`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        var effect = ModifierEffect()
        effect.extras = ModifierExtras(longPress: {
            onPressingChanged?(true)
            action()
            onPressingChanged?(false)
        })
        return modified(effect)
    }

    /// The same in the iOS 13 order, `pressing` before `perform`: SwiftUI's deprecated
    /// `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`, written with two
    /// trailing closures (`{ isPressing in … } perform: { … }`). Disfavoured, so that a single
    /// trailing closure is the current form's `perform`.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}

extension ViewHost {
    /// Presses and holds the element `query` matches: runs the closest `onLongPressGesture` above it.
    public func longPress(_ query: ElementQuery) throws {
        let element = try actionable(query, action: "long-press")
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        var current: ViewNode? = node
        while let ancestor = current {
            if let press = ancestor.effect?.extras?.longPress {
                engine.perform("long press \(element.line)") { press() }
                return
            }
            current = ancestor.parent
        }
        throw DataFlowError.cannotAct("long-press", on: element, because: "no onLongPressGesture applies to it")
    }
}
