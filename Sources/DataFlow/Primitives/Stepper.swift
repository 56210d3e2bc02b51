/// A pair of − and + buttons that change a value by a step: SwiftUI's `Stepper`. Bound to a value
/// in a range, + adds `step` and − subtracts it, never leaving the range (at a bound, the button
/// does nothing, as SwiftUI disables it). With `onIncrement:onDecrement:`, the buttons run your
/// closures instead. The host presses them with `host.increment(_:)` and `host.decrement(_:)`.
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let value: (@MainActor () -> String)?
    let increment: @MainActor () -> Void
    let decrement: @MainActor () -> Void

    /// A stepper that runs `onIncrement` and `onDecrement`, with any label.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        value = nil
        increment = {
            onEditingChanged(true); onIncrement?(); onEditingChanged(false)
        }
        decrement = {
            onEditingChanged(true); onDecrement?(); onEditingChanged(false)
        }
    }

    /// A stepper bound to `value`, with any label: `Stepper(value: $count, in: 0...10) { Text("\(count)") }`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    /// A stepper bound to `value` within `bounds`, with any label.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    init<V: Strideable>(
        value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.label = label
        self.value = { String(describing: value.wrappedValue) }
        increment = {
            let current = value.wrappedValue
            var next = current.advanced(by: step)
            if let bounds { next = min(next, bounds.upperBound) }
            guard next != current else { return }
            onEditingChanged(true)
            value.wrappedValue = next
            onEditingChanged(false)
        }
        decrement = {
            let current = value.wrappedValue
            var next = current.advanced(by: -step)
            if let bounds { next = max(next, bounds.lowerBound) }
            guard next != current else { return }
            onEditingChanged(true)
            value.wrappedValue = next
            onEditingChanged(false)
        }
    }
}

extension Stepper where Label == Text {
    /// `Stepper("Quantity", value: $quantity)`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    /// `Stepper("Cups: \(cups)", value: $cups, in: 1...10)`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
        step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
        step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: Text(title), onEditingChanged: onEditingChanged)
    }

    /// `Stepper("Volume", onIncrement: { ... }, onDecrement: { ... })`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }
}

extension Stepper: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(
                kind: .stepper, value: value?(),
                role: .stepper(increment: increment, decrement: decrement)),
            children: [.init(key: .barItem("label"), view: label)]
        )
    }
}
