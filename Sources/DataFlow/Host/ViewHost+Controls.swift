extension ViewHost {
    /// Presses a stepper's + button.
    public func increment(_ query: ElementQuery = .stepper()) throws {
        let (element, increment, _) = try stepper(query, action: "increment")
        engine.perform("increment \(element.line)") { increment() }
    }

    /// Presses a stepper's − button.
    public func decrement(_ query: ElementQuery = .stepper()) throws {
        let (element, _, decrement) = try stepper(query, action: "decrement")
        engine.perform("decrement \(element.line)") { decrement() }
    }

    /// Sets a date picker to `date`, as a user picking it does. A date outside the picker's range
    /// cannot be picked: it is clamped to the range, as the picker offers nothing beyond it.
    public func setDate(_ date: Date, in query: ElementQuery = .datePicker()) throws {
        let element = try actionable(query, action: "set the date of")
        guard case .datePicker(let set)? = element.node.node?.element?.role else {
            throw DataFlowError.cannotAct("set the date of", on: element, because: "it is not a DatePicker")
        }
        engine.perform("set date of \(element.line) to \(DateText.iso(date))") { set(date) }
    }

    private func stepper(
        _ query: ElementQuery, action: String
    ) throws
        -> (Element, @MainActor () -> Void, @MainActor () -> Void)
    {
        let element = try actionable(query, action: action)
        guard case .stepper(let increment, let decrement)? = element.node.node?.element?.role else {
            throw DataFlowError.cannotAct(action, on: element, because: "it is not a Stepper")
        }
        return (element, increment, decrement)
    }
}
