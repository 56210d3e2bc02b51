/// A control for a value in a range, bound to a floating-point number: SwiftUI's `Slider`
/// (seed 001's `Slider(value: $sliderValue)`). The host slides it to a value, clamped to the range
/// and rounded to the step.
public struct Slider: View {
    public typealias Body = Never
    let get: @MainActor () -> Double
    let set: @MainActor (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    /// The label, and the labels of the two ends (`Slider(value:in:) { Text("Volume") }`): on
    /// screen inside the slider; the title is what VoiceOver reads.
    var labels: [AnyView] = []
    var onEditingChanged: ((Bool) -> Void)?

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil)
    where V.Stride: BinaryFloatingPoint {
        get = { Double(value.wrappedValue) }
        set = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
    }

    /// A slider that reports when the user starts and stops dragging: `onEditingChanged(true)` then
    /// `(false)` around each `host.slide(_:to:)`, as a drag does.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step)
        self.onEditingChanged = onEditingChanged
    }

    /// A labelled slider: `Slider(value: $volume, in: 0...1) { Text("Volume") }`.
    public init<V: BinaryFloatingPoint, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        labels = [AnyView(label())]
    }

    /// A slider with a label and labels at both ends:
    /// `Slider(value:in:step:) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }`.
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        labels = [AnyView(label()), AnyView(minimumValueLabel()), AnyView(maximumValueLabel())]
    }

    /// The same, in the iOS 13 order, with the end labels as views: SwiftUI's deprecated
    /// `init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`.
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        labels = [AnyView(label()), AnyView(minimumValueLabel), AnyView(maximumValueLabel)]
    }
}

extension Slider: _PrimitiveView, PrimitiveView {
    /// The setter the host calls: a drag begins, sets the value, and ends.
    private var editingSet: @MainActor (Double) -> Void {
        guard let onEditingChanged else { return set }
        let set = self.set
        return { value in
            onEditingChanged(true)
            set(value)
            onEditingChanged(false)
        }
    }

    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(
                kind: .slider,
                value: String(describing: get()),
                attributes: [Attribute(name: "range", value: "\(bounds.lowerBound)...\(bounds.upperBound)")],
                role: .slider(get: get, set: editingSet, bounds: bounds, step: step)
            ),
            children: labels.enumerated().map { .init(key: .index($0.offset), view: $0.element) }
        )
    }
}
