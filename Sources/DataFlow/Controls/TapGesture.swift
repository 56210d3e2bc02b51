/// A tap, or `count` taps in a row: SwiftUI's `TapGesture`, attached with `gesture(_:)` and
/// acted on with `onEnded(_:)`:
///
///     content.gesture(TapGesture().onEnded { isEditing = false })
///
/// The host taps the view as it taps one with `onTapGesture(count:perform:)`: `host.tap(_:)`, or
/// `host.tap(_:count:)` for a double tap, runs the actions of the closest tap above the element
/// that needs that many taps.
public struct TapGesture: Gesture {
    public typealias Value = Void

    /// How many taps in a row the gesture needs.
    public var count: Int
    var ended: [() -> Void] = []

    /// A gesture of `count` taps: SwiftUI's `init(count:)`.
    public init(count: Int = 1) {
        self.count = count
    }

    /// Runs `action` when the taps end: SwiftUI's `onEnded(_:)`.
    public func onEnded(_ action: @escaping () -> Void) -> Self {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    public func _perform(_ value: Void) {
        for action in ended { action() }
    }
}

extension View {
    /// Attaches a tap gesture: SwiftUI's `gesture(_:including:)` with a `TapGesture`; the host
    /// performs it with `host.tap(_:)` (see `TapGesture`).
    public func gesture(_ gesture: TapGesture) -> some View {
        modified(ModifierEffect(tapGesture: TapAction(count: gesture.count, action: { gesture._perform(()) })))
    }

    /// A tap gesture recognised along with the view's others: SwiftUI's `simultaneousGesture(_:)`.
    public func simultaneousGesture(_ gesture: TapGesture) -> some View {
        self.gesture(gesture)
    }

    /// A tap gesture that wins over the view's others: SwiftUI's `highPriorityGesture(_:)`.
    public func highPriorityGesture(_ gesture: TapGesture) -> some View {
        self.gesture(gesture)
    }
}
