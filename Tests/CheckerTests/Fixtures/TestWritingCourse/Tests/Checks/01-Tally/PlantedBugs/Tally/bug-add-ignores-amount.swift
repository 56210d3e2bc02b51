// Adding counts one, whatever the amount.
struct Tally {
    private(set) var count = 0

    mutating func add(_ amount: Int) { count += 1 }

    mutating func reset() { count = 0 }
}
