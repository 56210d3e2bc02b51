// Wrong: correct answers, but it tries every divisor up to n, which never finishes for a 12-digit
// prime. The learner should stop at the square root, as the stub warns.
/// True when `n` is a prime number: greater than 1, and divisible only by 1 and itself.
func isPrime(_ n: Int) -> Bool {
    if n < 2 { return false }
    for divisor in 2..<n where n % divisor == 0 {
        return false
    }
    return true
}
