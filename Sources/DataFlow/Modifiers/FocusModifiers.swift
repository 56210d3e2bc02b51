/// What makes `onSubmit(of:_:)` run: SwiftUI's `SubmitTriggers`. `.text` is a text field's or
/// secure field's Return key; `.search` is the search field of `searchable(text:)`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Gives this field focus while `condition` is true, and sets `condition` when a user focuses
    /// it: SwiftUI's `focused(_:)`. The focused field is marked `focused=true` in the tree.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let isFocused = condition.wrappedValue
        return modified(
            ModifierEffect(
                attributes: isFocused ? [Attribute(name: "focused", value: "true")] : [],
                focus: FocusTarget(
                    isFocused: { condition.wrappedValue },
                    focus: { condition.wrappedValue = true },
                    unfocus: { condition.wrappedValue = false }
                )
            ))
    }

    /// Gives this field focus while `binding` equals `value`, and writes `value` when a user
    /// focuses it: SwiftUI's `focused(_:equals:)`. When another field takes focus, the binding
    /// goes back to `nil`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let isFocused = binding.wrappedValue == value
        return modified(
            ModifierEffect(
                attributes: isFocused ? [Attribute(name: "focused", value: "true")] : [],
                focus: FocusTarget(
                    isFocused: { binding.wrappedValue == value },
                    focus: { binding.wrappedValue = value },
                    unfocus: {
                        if binding.wrappedValue == value, let none = NoFocus.value(of: Value.self) {
                            binding.wrappedValue = none
                        }
                    }
                )
            ))
    }

    /// Runs `action` when a user submits a field inside this view (presses Return):
    /// SwiftUI's `onSubmit(of:_:)`. The host submits with `host.submit(in:)`. As in SwiftUI, every
    /// `onSubmit` above the field whose triggers match runs, the innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)) -> some View {
        modified(ModifierEffect(submit: SubmitAction(triggers: triggers, action: action)))
    }

    /// Keeps submissions from fields inside from reaching `onSubmit` actions above this view:
    /// SwiftUI's `submitScope(_:)`. `onSubmit` actions inside still run.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        var effect = ModifierEffect()
        effect.blocksSubmit = isBlocking
        return modified(effect)
    }
}

/// The "no field focused" value of an optional focus state.
enum NoFocus {
    static func value<Value>(of type: Value.Type) -> Value? {
        guard let optional = type as? any ExpressibleByNilLiteral.Type else { return nil }
        return optional.init(nilLiteral: ()) as? Value
    }
}
