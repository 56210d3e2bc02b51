/// How the update trace writes a value: as a learner wrote it, without Swift's debug spelling.
/// `String(describing:)` prints an optional as `Optional(…)` and the elements of an array or an
/// optional or an enum case's payload with their module (`[MyApp.Item(name: "Tea")]`,
/// `add(MyApp.Item(name: "Tea"))`); the trace prints `nil`, the value itself, `[Item(name: "Tea")]`
/// and `add(Item(name: "Tea"))`.
enum TraceValue {
    /// `value` for a trace line: a top-level string is shown bare, as `String(describing:)` does.
    static func describe(_ value: Any) -> String {
        if let string = value as? String { return string }
        return nested(value)
    }

    /// `value` inside another one: strings are quoted, as in a struct's default description.
    private static func nested(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { nested($0.value) } ?? "nil"
        case .collection, .set:
            return "[" + mirror.children.map { nested($0.value) }.joined(separator: ", ") + "]"
        case .dictionary:
            let pairs = mirror.children.map { pair -> String in
                let parts = Mirror(reflecting: pair.value).children.map { nested($0.value) }
                return parts.joined(separator: ": ")
            }
            return pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
        case .tuple:
            return "(" + mirror.children.map { labelled($0) }.joined(separator: ", ") + ")"
        case .struct where !(value is any CustomStringConvertible):
            let name = String(describing: type(of: value))
            return name + "(" + mirror.children.map { labelled($0) }.joined(separator: ", ") + ")"
        case .enum where !(value is any CustomStringConvertible):
            // A case with a payload: `String(describing:)` writes the payload with its module.
            guard let payload = mirror.children.first, let name = payload.label else {
                return String(describing: value)
            }
            if Mirror(reflecting: payload.value).displayStyle == .tuple { return name + nested(payload.value) }
            return name + "(" + nested(payload.value) + ")"
        case .class where !(value is any CustomStringConvertible):
            return String(describing: type(of: value))
        default:
            if let string = value as? String { return String(reflecting: string) }
            return String(describing: value)
        }
    }

    private static func labelled(_ child: Mirror.Child) -> String {
        guard let label = child.label, !label.hasPrefix(".") else { return nested(child.value) }
        return "\(label): \(nested(child.value))"
    }
}
