// The correct feature the learner's tests run against.
struct Tally {
    private(set) var count = 0

    mutating func add(_ amount: Int) { count += amount }

    mutating func reset() { count = 0 }
}
