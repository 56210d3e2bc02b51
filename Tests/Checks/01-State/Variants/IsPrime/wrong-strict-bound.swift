// Wrong: the loop stops at d * d < n, so squares of primes (4, 9, 25...) are called prime. The
// learner should use <=: 25 = 5 × 5.
/// True when `n` is a prime number: greater than 1, and divisible only by 1 and itself.
func isPrime(_ n: Int) -> Bool {
    if n <= 1 { return false }
    if n <= 3 { return true }
    var divisor = 2
    while divisor * divisor < n {
        if n % divisor == 0 { return false }
        divisor += 1
    }
    return true
}
