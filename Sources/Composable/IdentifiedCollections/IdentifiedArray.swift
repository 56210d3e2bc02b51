import Foundation

/// An ordered collection of elements that are found by their identifier as well as by position:
/// swift-identified-collections' `IdentifiedArray`, the type TCA features keep lists in, so that
/// a row's state is updated by id (`state.contacts[id: id]?.name = name`) without searching, and no
/// two elements share an id.
public struct IdentifiedArray<ID: Hashable, Element> {
    private let idOf: KeyPath<Element, ID>
    /// The elements, in order.
    public private(set) var elements: [Element]
    private var positions: [ID: Int]

    /// An array identifying elements by `id`, holding `elements`, whose ids must all differ.
    public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>) {
        self.idOf = id
        self.elements = []
        self.positions = [:]
        for element in elements {
            let elementID = element[keyPath: id]
            precondition(
                positions[elementID] == nil,
                "IdentifiedArray was given two elements with the id \(elementID); ids must be unique.")
            positions[elementID] = self.elements.count
            self.elements.append(element)
        }
    }

    /// The identifiers of the elements, in order.
    public var ids: [ID] { elements.map { $0[keyPath: idOf] } }

    /// The key path to an element's identifier.
    var idKeyPath: KeyPath<Element, ID> { idOf }

    /// The position of the element with `id`, if there is one.
    public func index(id: ID) -> Int? { positions[id] }

    /// The element with `id`; setting `nil` removes it, setting an element replaces it in place
    /// or, when no element had that id, appends it.
    public subscript(id id: ID) -> Element? {
        get { positions[id].map { elements[$0] } }
        _modify {
            if let position = positions[id] {
                var element: Element? = elements[position]
                defer {
                    if let element {
                        precondition(
                            element[keyPath: idOf] == id,
                            "An element set in IdentifiedArray[id: \(id)] must keep the id \(id).")
                        elements[position] = element
                    } else {
                        remove(at: position)
                    }
                }
                yield &element
            } else {
                var element: Element? = nil
                defer { if let element { append(element) } }
                yield &element
            }
        }
        set {
            if let newValue {
                precondition(
                    newValue[keyPath: idOf] == id,
                    "An element set in IdentifiedArray[id: \(id)] must have the id \(id).")
                if let position = positions[id] { elements[position] = newValue } else { append(newValue) }
            } else if let position = positions[id] {
                remove(at: position)
            }
        }
    }

    /// Appends `element` unless an element with its id is already there.
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        let elementID = element[keyPath: idOf]
        if let position = positions[elementID] { return (false, position) }
        positions[elementID] = elements.count
        elements.append(element)
        return (true, elements.count - 1)
    }

    /// Appends each of `newElements` whose id is not there yet.
    public mutating func append(contentsOf newElements: some Sequence<Element>) {
        for element in newElements { append(element) }
    }

    /// Inserts `element` at `index` unless an element with its id is already there.
    @discardableResult
    public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
        let elementID = element[keyPath: idOf]
        if let position = positions[elementID] { return (false, position) }
        elements.insert(element, at: index)
        reindex(from: index)
        return (true, index)
    }

    /// Removes and returns the element with `id`, if there is one.
    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let position = positions[id] else { return nil }
        return remove(at: position)
    }

    /// Removes and returns the element at `index`.
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        let element = elements.remove(at: index)
        positions[element[keyPath: idOf]] = nil
        reindex(from: index)
        return element
    }

    /// Removes the elements at `offsets`, as `List`'s `onDelete` gives them.
    public mutating func remove(atOffsets offsets: some Sequence<Int>) {
        for offset in offsets.sorted(by: >) { remove(at: offset) }
    }

    /// Removes every element matching `shouldBeRemoved`.
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        try elements.removeAll(where: shouldBeRemoved)
        reindex(from: 0)
    }

    /// Removes every element.
    public mutating func removeAll() {
        elements.removeAll()
        positions.removeAll()
    }

    /// Moves the elements at `source` to before `destination`, as `List`'s `onMove` gives them.
    public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
        let sources = Set(source)
        let moving = sources.sorted().map { elements[$0] }
        var kept: [Element] = []
        var insertion = 0
        for (offset, element) in elements.enumerated() where !sources.contains(offset) {
            if offset < destination { insertion += 1 }
            kept.append(element)
        }
        kept.insert(contentsOf: moving, at: insertion)
        elements = kept
        reindex(from: 0)
    }

    /// Moves the elements at `source` to before `destination`: the `IndexSet` that `List`'s `onMove`
    /// gives. More specific than `MutableCollection`'s `move(fromOffsets:toOffset:)` (DataFlow's,
    /// which swaps elements position by position and so would break the ids' positions), so that
    /// `state.todos.move(fromOffsets: source, toOffset: destination)` calls this one.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        move(fromOffsets: Array(source), toOffset: destination)
    }

    /// Removes the elements at `offsets`: the `IndexSet` that `List`'s `onDelete` gives.
    public mutating func remove(atOffsets offsets: IndexSet) {
        remove(atOffsets: Array(offsets))
    }

    /// Replaces the element with the same id as `element` in place, or appends `element`;
    /// returns the element replaced, if any (swift-identified-collections' `updateOrAppend`).
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Element? {
        let id = element[keyPath: idOf]
        if let position = positions[id] {
            let old = elements[position]
            elements[position] = element
            return old
        }
        append(element)
        return nil
    }

    /// Replaces the element with the same id as `element`, or inserts it at `index`; returns the
    /// element replaced and the element's position.
    @discardableResult
    public mutating func updateOrInsert(_ element: Element, at index: Int) -> (originalMember: Element?, index: Int) {
        let id = element[keyPath: idOf]
        if let position = positions[id] {
            let old = elements[position]
            elements[position] = element
            return (old, position)
        }
        insert(element, at: index)
        return (nil, index)
    }

    /// Sorts the elements in place.
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        try elements.sort(by: areInIncreasingOrder)
        reindex(from: 0)
    }

    /// The elements matching `isIncluded`, still identified.
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
        Self(uniqueElements: try elements.filter(isIncluded), id: idOf)
    }

    private mutating func reindex(from start: Int) {
        for position in start..<elements.count {
            positions[elements[position][keyPath: idOf]] = position
        }
    }
}

/// An `IdentifiedArray` of `Identifiable` elements, found by their `id`: what TCA states hold,
/// `var contacts: IdentifiedArrayOf<Contact> = []`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
    /// An array of `elements`, identified by their `id`; the ids must all differ.
    public init(uniqueElements elements: some Sequence<Element>) {
        self.init(uniqueElements: elements, id: \.id)
    }

    /// An empty array.
    public init() {
        self.init(uniqueElements: [], id: \.id)
    }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
    public init(arrayLiteral elements: Element...) {
        self.init(uniqueElements: elements, id: \.id)
    }
}

extension IdentifiedArray: RandomAccessCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element {
        get { elements[position] }
        set {
            precondition(
                newValue[keyPath: idOf] == elements[position][keyPath: idOf],
                "An element replaced at a position of an IdentifiedArray must keep its id.")
            elements[position] = newValue
        }
    }
}

extension IdentifiedArray: MutableCollection {}

extension IdentifiedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
    public var description: String { elements.description }
}
