// Correct: handles 2 on its own, then tries only odd divisors up to the square root with stride
// and a guard.
/// True when `n` is a prime number: greater than 1, and divisible only by 1 and itself.
func isPrime(_ n: Int) -> Bool {
    guard n >= 2 else { return false }
    if n == 2 { return true }
    if n % 2 == 0 { return false }
    for divisor in stride(from: 3, through: n, by: 2) {
        if divisor * divisor > n { break }
        if n % divisor == 0 { return false }
    }
    return true
}
