/// Compares two values of unknown type by `==` when their type is `Equatable`, as SwiftUI does to
/// decide whether a state write or a view's new input is a change. Values that cannot be compared
/// (closures, non-`Equatable` types) count as different.
enum ValueEquality {
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return equal(lhs, rhs)
    }

    /// True when `value`'s type is `Equatable`, so that `areEqual` can compare it.
    static func isComparable(_ value: Any) -> Bool {
        value is any Equatable
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}
