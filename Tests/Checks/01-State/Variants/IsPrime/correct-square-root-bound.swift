// Correct: computes the bound once with Double's squareRoot() and asks whether no divisor in
// 2...bound divides n.
/// True when `n` is a prime number: greater than 1, and divisible only by 1 and itself.
func isPrime(_ n: Int) -> Bool {
    if n < 2 { return false }
    let bound = Int(Double(n).squareRoot())
    if bound < 2 { return true }
    return !(2...bound).contains { n % $0 == 0 }
}
