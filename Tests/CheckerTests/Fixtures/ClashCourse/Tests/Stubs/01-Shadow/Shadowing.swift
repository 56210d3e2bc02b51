// Make `add()` count.

struct Tally {
    var count = 0

    mutating func add() {}
}
