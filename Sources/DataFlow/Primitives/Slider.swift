/// A control for a value in a range, bound to a floating-point number: SwiftUI's `Slider`
/// (seed 001's `Slider(value: $sliderValue)`). The host slides it to a value, clamped to the range
/// and rounded to the step.
public struct Slider: View {
    public typealias Body = Never
    let get: @MainActor () -> Double
    let set: @MainActor (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil)
    where V.Stride: BinaryFloatingPoint {
        get = { Double(value.wrappedValue) }
        set = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
    }
}

extension Slider: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(
                kind: .slider,
                value: String(describing: get()),
                attributes: [Attribute(name: "range", value: "\(bounds.lowerBound)...\(bounds.upperBound)")],
                role: .slider(get: get, set: set, bounds: bounds, step: step)
            ),
            children: []
        )
    }
}
