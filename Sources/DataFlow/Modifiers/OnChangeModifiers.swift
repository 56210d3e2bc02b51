/// Runs an action after an update in which `value` changed: what `onChange(of:initial:_:)` and the
/// older `onChange(of:perform:)` return. The value is compared with `==` each time the view is
/// updated; the action runs after the update, so it may change state (which causes another update).
///
/// The two spellings differ as they do in SwiftUI: the iOS 17 form calls the closure from the view's
/// latest update, with the old and new values (and, with `initial: true`, also once when the view
/// first appears); the older form is given only the new value and calls the closure from the
/// previous update, which has captured the values from before the change.
public struct OnChangeModifier<Content: View, V: Equatable>: View {
    public typealias Body = Never
    let content: Content
    let value: V
    let initial: Bool
    let action: @MainActor (V, V) -> Void
    let callsPreviousClosure: Bool
}

/// What an `onChange` remembers between updates.
private struct OnChangeMemory<V> {
    let value: V
    let action: @MainActor (V, V) -> Void
    var ranInitially: Bool
}

extension OnChangeModifier: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let value = self.value
        let memory = node.modifierMemory as? OnChangeMemory<V>
        if let memory, memory.value != value {
            let action = callsPreviousClosure ? memory.action : self.action
            let old = memory.value
            node.engine.reactionQueue.append { action(old, value) }
        }
        var ranInitially = memory?.ranInitially ?? false
        if initial && !ranInitially {
            ranInitially = true
            let action = self.action
            node.effect = ModifierEffect(onAppear: { action(value, value) })
        } else {
            node.effect = nil
        }
        node.modifierMemory = OnChangeMemory(value: value, action: action, ranInitially: ranInitially)
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

extension View {
    /// Runs `action` with the old and the new value when `value` changes; with `initial: true`,
    /// also when the view first appears: SwiftUI's `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> OnChangeModifier<Self, V> {
        OnChangeModifier(content: self, value: value, initial: initial, action: action, callsPreviousClosure: false)
    }

    /// Runs `action` when `value` changes: SwiftUI's `onChange(of:initial:_:)` with a closure
    /// that takes no values.
    public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping @MainActor () -> Void
    ) -> OnChangeModifier<Self, V> {
        OnChangeModifier(
            content: self, value: value, initial: initial, action: { _, _ in action() }, callsPreviousClosure: false)
    }

    /// Runs `action` with the new value when `value` changes: the iOS 14 spelling,
    /// `onChange(of:perform:)` (deprecated in iOS 17).
    public func onChange<V: Equatable>(
        of value: V,
        perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> OnChangeModifier<Self, V> {
        OnChangeModifier(
            content: self, value: value, initial: false, action: { _, new in action(new) }, callsPreviousClosure: true)
    }
}
