/// Decides whether a view's new value has the same inputs as its previous one, so that its body
/// need not be evaluated again. Like SwiftUI, it compares the stored properties: `Equatable` values
/// by `==`, objects by identity, bindings by the storage they point to, and anything it cannot
/// compare (a closure) as changed. `@State` is skipped: its storage belongs to the node.
@MainActor
enum InputComparison {
    private static let maximumDepth = 4

    static func sameInputs(_ old: any View, _ new: any View) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        if ValueEquality.isComparable(old) {
            return ValueEquality.areEqual(old, new)
        }
        return sameFields(old, new, depth: 0)
    }

    private static func sameFields(_ old: Any, _ new: Any, depth: Int) -> Bool {
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        guard oldFields.count == newFields.count else { return false }
        for (oldField, newField) in zip(oldFields, newFields)
        where !sameValue(oldField.value, newField.value, depth: depth + 1) {
            return false
        }
        return true
    }

    private static func sameValue(_ old: Any, _ new: Any, depth: Int) -> Bool {
        if let input = old as? any ComparableInput {
            return input.isSameInput(as: new)
        }
        if ValueEquality.isComparable(old) {
            return ValueEquality.areEqual(old, new)
        }
        let mirror = Mirror(reflecting: old)
        switch mirror.displayStyle {
        case .class:
            return (old as AnyObject) === (new as AnyObject)
        case .struct, .tuple, .optional, .collection, .dictionary, .set:
            guard depth < maximumDepth, type(of: old) == type(of: new) else { return false }
            return sameFields(old, new, depth: depth)
        case .enum:
            guard depth < maximumDepth, String(describing: old) == String(describing: new) else { return false }
            return sameFields(old, new, depth: depth)
        default:
            // Closures and other opaque values cannot be compared: assume they changed.
            return false
        }
    }
}

/// A stored property that knows how to compare itself across two values of a view.
@MainActor
protocol ComparableInput {
    func isSameInput(as other: Any) -> Bool
}
