/// The test functions of an event stream, found by id in constant time, and the function a
/// parameterised case's id belongs to (the function whose id is the longest prefix of it) in
/// logarithmic time: a sorted list of ids, searched by bisection, so no record costs the checker
/// a pass over every test.
struct TestIndex {
    private var positions: [String: Int] = [:]
    private var sortedIDs: [String] = []

    var count: Int { positions.count }

    /// The position of the test with exactly `id`.
    func position(of id: String) -> Int? { positions[id] }

    /// Adds `id` at `position`; an id already known keeps its first position.
    mutating func insert(_ id: String, at position: Int) {
        guard positions[id] == nil else { return }
        positions[id] = position
        sortedIDs.insert(id, at: insertionPoint(of: id))
    }

    /// The position of the test `id` names: its own, or the one of the longest known id that
    /// begins it.
    func owner(of id: String) -> Int? {
        if let exact = positions[id] { return exact }
        var key = Substring(id)
        // Bisection finds the greatest id not above `key`; when it is not a prefix, the owner (if
        // any) is a prefix of their common part, so the search goes on with that, shorter, key.
        while !key.isEmpty {
            let point = insertionPoint(of: key)
            guard point > 0 else { return nil }
            let candidate = sortedIDs[point - 1]
            if key.hasPrefix(candidate) { return positions[candidate] }
            let common = zip(candidate, key).prefix { $0 == $1 }.count
            guard common < key.count else { return nil }
            key = key.prefix(common)
            if let exact = positions[String(key)] { return exact }
        }
        return nil
    }

    /// The index of the first id above `key`.
    private func insertionPoint<S: StringProtocol>(of key: S) -> Int {
        var low = 0
        var high = sortedIDs.count
        while low < high {
            let middle = (low + high) / 2
            if sortedIDs[middle] <= key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
