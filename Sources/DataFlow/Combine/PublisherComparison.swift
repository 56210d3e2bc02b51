/// Decides whether the publisher a view passes to `onReceive` on a re-render is the one it passed
/// before: `Equatable` values by `==`, objects (subjects, timers, `objectWillChange`) by identity,
/// structs (`Just`, `Published.Publisher`, operators) field by field. A closure cannot be compared
/// and counts as the same, so an operator chain written in a body keeps its subscription.
enum PublisherComparison {
    private static let maximumDepth = 8

    static func same(_ old: Any, _ new: Any) -> Bool {
        same(old, new, depth: 0)
    }

    private static func same(_ old: Any, _ new: Any, depth: Int) -> Bool {
        if ValueEquality.isComparable(old) {
            return ValueEquality.areEqual(old, new)
        }
        let oldMirror = Mirror(reflecting: old)
        switch oldMirror.displayStyle {
        case .class:
            return (old as AnyObject) === (new as AnyObject)
        case .struct, .tuple, .optional, .collection, .dictionary, .set, .enum:
            guard type(of: old) == type(of: new) else { return false }
            guard depth < maximumDepth else { return true }
            if oldMirror.displayStyle == .enum, String(describing: old) != String(describing: new) { return false }
            let newMirror = Mirror(reflecting: new)
            guard oldMirror.children.count == newMirror.children.count else { return false }
            return zip(oldMirror.children, newMirror.children).allSatisfy {
                same($0.value, $1.value, depth: depth + 1)
            }
        default:
            return true
        }
    }
}
