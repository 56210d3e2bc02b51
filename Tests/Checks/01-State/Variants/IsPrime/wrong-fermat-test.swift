// Wrong: Fermat's probable-prime test with the bases 2, 3, 5 and 7. It is fast, but Carmichael
// numbers that share no factor with those bases (29341, 46657, 75361...) pass it. The learner
// should learn that a quick probabilistic test is not a decision.
/// a * b % m without overflow.
private func multiply(_ a: Int, _ b: Int, modulo m: Int) -> Int {
    let product = a.multipliedFullWidth(by: b)
    return m.dividingFullWidth((high: product.high, low: product.low)).remainder
}

/// base^exponent % m, by repeated squaring.
private func power(_ base: Int, _ exponent: Int, modulo m: Int) -> Int {
    var result = 1
    var base = base % m
    var exponent = exponent
    while exponent > 0 {
        if exponent % 2 == 1 { result = multiply(result, base, modulo: m) }
        base = multiply(base, base, modulo: m)
        exponent /= 2
    }
    return result
}

/// True when `n` is a prime number: greater than 1, and divisible only by 1 and itself.
func isPrime(_ n: Int) -> Bool {
    if n < 2 { return false }
    for base in [2, 3, 5, 7] {
        if n == base { return true }
        if n % base == 0 { return false }
        if power(base, n - 1, modulo: n) != 1 { return false }
    }
    return true
}
