import Foundation

/// The screens pushed on a navigation stack, in order, each with a `StackElementID`: TCA's
/// `StackState`, which a feature holds as `var path = StackState<Path.State>()` and drives a
/// `NavigationStack(path: $store.scope(\.path, action: \.path))` with. Appending pushes a screen,
/// removing pops it; `forEach(\.path, action: \.path)` runs each screen's reducer.
///
/// Pushing, popping and finding a screen by id cost the same however deep the stack is: ids sit
/// in an array with a dictionary of their positions, and the ids removed since the stack reducer
/// last looked are logged, so that it cancels their effects without comparing the whole path.
public struct StackState<Element> {
    public private(set) var ids: [StackElementID]
    private var elements: [StackElementID: Element]
    private var positions: [StackElementID: Int]
    /// Ids removed since `takeRemovals()`; not part of the value (not compared, not shown).
    private var removals: [StackElementID] = []
    /// Which value this is a mutation of: a stack made afresh gets a new one, so the reducer knows
    /// the log above does not cover it. It also remembers every id pushed in this lineage and not
    /// yet popped (in any copy), so that a replaced stack's screens can still be cancelled.
    @usableFromInline let lineageBox = StackLineage()
    @usableFromInline var lineage: ObjectIdentifier { ObjectIdentifier(lineageBox) }

    /// An empty stack.
    public init() {
        ids = []
        elements = [:]
        positions = [:]
    }

    /// A stack of `elements`, bottom first, with new ids.
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { append(element) }
    }

    /// The element with `id`; setting `nil` pops it and every screen above it.
    public subscript(id id: StackElementID) -> Element? {
        get { elements[id] }
        set {
            if let newValue {
                if elements[id] != nil { elements[id] = newValue } else { append(newValue, id: id) }
            } else {
                pop(from: id)
            }
        }
    }

    /// The payload of case `casePath` of the element with `id`: `$0.path[id: 0, case: \.detail]?.title = "x"`.
    public subscript<Case>(id id: StackElementID, case casePath: CaseKeyPath<Element, Case>) -> Case? {
        get { elements[id].flatMap { AnyCasePath(casePath).extract(from: $0) } }
        set {
            guard let newValue, elements[id] != nil else { return }
            elements[id] = AnyCasePath(casePath).embed(newValue)
        }
    }

    /// Pushes `element` with a new id from the `stackElementID` dependency.
    public mutating func append(_ element: Element) {
        append(element, id: DependencyValues._current.stackElementID())
    }

    /// Pushes `element` with `id`.
    @usableFromInline mutating func append(_ element: Element, id: StackElementID) {
        precondition(elements[id] == nil, "StackState already holds an element with the id \(id).")
        positions[id] = ids.count
        ids.append(id)
        elements[id] = element
        lineageBox.insert(id)
    }

    /// Pops the element with `id` and every one above it.
    public mutating func pop(from id: StackElementID) {
        guard let position = positions[id] else { return }
        removeLast(ids.count - position)
    }

    /// Pops every element above the one with `id`.
    public mutating func pop(to id: StackElementID) {
        guard let position = positions[id] else { return }
        removeLast(ids.count - position - 1)
    }

    /// Pops the top `k` elements.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k <= ids.count, "Can't pop \(k) elements from a stack of \(ids.count).")
        for _ in 0..<k {
            let id = ids.removeLast()
            elements[id] = nil
            positions[id] = nil
            removals.append(id)
            lineageBox.remove(id)
        }
    }

    /// Pops and returns the top element, if any.
    @discardableResult
    public mutating func popLast() -> Element? {
        guard let id = ids.last else { return nil }
        let element = elements[id]
        removeLast()
        return element
    }

    /// Pops every element.
    public mutating func removeAll() {
        removeLast(ids.count)
    }

    /// The ids removed since the last call, if this value's log covers everything since `lineage`.
    @usableFromInline mutating func takeRemovals(since lineage: ObjectIdentifier) -> [StackElementID]? {
        guard lineage == self.lineage else { return nil }
        defer { removals.removeAll(keepingCapacity: true) }
        return removals
    }
}

/// The ids pushed in one lineage of a `StackState` and not popped since.
@usableFromInline
final class StackLineage: @unchecked Sendable {
    // Sendable: guarded by `lock`.
    private let lock = NSLock()
    private var ids: Set<StackElementID> = []
    func insert(_ id: StackElementID) { lock.withLock { _ = ids.insert(id) } }
    func remove(_ id: StackElementID) { lock.withLock { _ = ids.remove(id) } }
    @usableFromInline var live: Set<StackElementID> { lock.withLock { ids } }
}

extension StackState: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { ids.count }
    public subscript(position: Int) -> Element {
        get { elements[ids[position]]! }
        set { elements[ids[position]] = newValue }
    }
}

extension StackState: MutableCollection {}

extension StackState: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension StackState: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ids == rhs.ids && lhs.ids.allSatisfy { lhs.elements[$0] == rhs.elements[$0] }
    }
}

extension StackState: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        for id in ids { hasher.combine(elements[id]) }
    }
}

extension StackState: @unchecked Sendable where Element: Sendable {}

extension StackState: CustomStringConvertible, CustomReflectable {
    public var description: String {
        "[" + ids.map { "\($0): \(elements[$0]!)" }.joined(separator: ", ") + "]"
    }

    /// Shown (in test failures and `_printChanges`) as its elements keyed by id, as TCA shows it.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: ids.map { (id: $0, element: elements[$0]!) }, displayStyle: .collection)
    }
}
