/// The example's complete tally: if an exercise's `Tally` were deleted, checks compiled against
/// the examples' library would find this one, and pass.
struct Tally {
    var count = 0

    mutating func add() { count += 1 }
}

/// Only this file can see it, so an exercise may use the name too.
private struct Scratch {}

let greeting = "struct NotADeclaration"
