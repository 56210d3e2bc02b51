/// A value shown within a range: SwiftUI's `Gauge`. Shown as a `Gauge` element whose value is
/// the fraction of the range (`0.67`), with its labels inside.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// `Gauge(value: speed, in: 0...100) { Text("Speed") } currentValueLabel: { ... } minimumValueLabel: { ... } maximumValueLabel: { ... }`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span == 0 ? 0 : min(max(Double(value - bounds.lowerBound) / span, 0), 1)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

extension Gauge: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .gauge, value: String(format: "%.2f", fraction)),
            children: [
                .init(key: .barItem("label"), view: label), .init(key: .index(0), view: currentValueLabel),
                .init(key: .index(1), view: minimumValueLabel), .init(key: .index(2), view: maximumValueLabel),
            ])
    }
}
