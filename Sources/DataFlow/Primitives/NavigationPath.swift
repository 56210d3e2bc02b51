/// A list of values of any `Hashable` types, each one a screen pushed on a `NavigationStack`:
/// SwiftUI's `NavigationPath`. Bind a stack to one (`NavigationStack(path: $path)`) to push and
/// pop screens in code: `path.append(recipe)` pushes the screen that the stack's
/// `navigationDestination(for: Recipe.self)` builds, `path.removeLast()` pops it, and
/// `path = NavigationPath()` goes back to the root. (SwiftUI's path can also be encoded with
/// `Codable`; this one cannot.)
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root view.
    public init() {
        elements = []
    }

    /// A path holding `elements`, bottom screen first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens the path pushes.
    public var count: Int { elements.count }

    /// True when no screen is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the top `k` screens.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

extension NavigationPath: CustomStringConvertible {
    public var description: String {
        "NavigationPath([" + elements.map { String(describing: $0.base) }.joined(separator: ", ") + "])"
    }
}
