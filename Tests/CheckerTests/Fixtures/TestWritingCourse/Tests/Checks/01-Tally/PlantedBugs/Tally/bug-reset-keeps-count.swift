// Resetting leaves the count as it was.
struct Tally {
    private(set) var count = 0

    mutating func add(_ amount: Int) { count += amount }

    mutating func reset() {}
}
