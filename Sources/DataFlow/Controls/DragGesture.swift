/// A gesture a view recognises: SwiftUI's `Gesture`, attached with `.gesture(_:)`. Headless there
/// is no finger: the host performs a drag with `host.drag(_:by:)`, which calls the gesture's
/// `onChanged` with the whole translation, then its `onEnded`, as one smooth drag would end.
public protocol Gesture {
    /// What the gesture reports.
    associatedtype Value
    /// Performs the gesture to its end with `value`, calling the actions attached to it.
    func _perform(_ value: Value)
}

/// A drag: SwiftUI's `DragGesture`, with `onChanged` and `onEnded` as SwiftUI spells them.
public struct DragGesture: Gesture {
    /// Where a drag is: SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    let minimumDistance: CGFloat
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }

    /// Runs `action` as the drag moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self {
        var copy = self
        copy.changed.append(action)
        return copy
    }

    /// Runs `action` when the finger lifts.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    public func _perform(_ value: Value) {
        let distance =
            (value.translation.width * value.translation.width
            + value.translation.height * value.translation.height).squareRoot()
        guard distance >= minimumDistance else { return }
        for action in changed { action(value) }
        for action in ended { action(value) }
    }
}

extension View {
    /// Attaches a gesture: SwiftUI's `gesture(_:including:)`; see `Gesture` for how the host performs it.
    public func gesture<G: Gesture>(_ gesture: G) -> some View where G.Value == DragGesture.Value {
        var effect = ModifierEffect()
        effect.extras = ModifierExtras(drag: { gesture._perform($0) })
        return modified(effect)
    }

    /// Attaches a gesture recognised along with the view's others: SwiftUI's `simultaneousGesture(_:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View where G.Value == DragGesture.Value {
        self.gesture(gesture)
    }

    /// Attaches a gesture that wins over the view's others: SwiftUI's `highPriorityGesture(_:)`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View where G.Value == DragGesture.Value {
        self.gesture(gesture)
    }
}

extension ViewHost {
    /// Drags the element `query` matches by `translation`: runs the closest drag gesture above it.
    public func drag(_ query: ElementQuery, by translation: CGSize) throws {
        let element = try actionable(query, action: "drag")
        guard let node = element.node.node else { throw DataFlowError.elementLeftScreen(element) }
        var current: ViewNode? = node
        while let ancestor = current {
            if let drag = ancestor.effect?.extras?.drag {
                let end = CGPoint(x: translation.width, y: translation.height)
                let value = DragGesture.Value(
                    location: end, startLocation: .zero, translation: translation, predictedEndLocation: end,
                    predictedEndTranslation: translation)
                engine.perform("drag \(element.line) by \(translation.width), \(translation.height)") { drag(value) }
                return
            }
            current = ancestor.parent
        }
        throw DataFlowError.cannotAct("drag", on: element, because: "no gesture(DragGesture()) applies to it")
    }
}
