// Exercise state-is-prime: Is this prime?
//
// Task: write `isPrime(_:)`. A prime is a whole number greater than 1 whose only divisors are 1
// and itself: 2, 3, 5, 7, 11... 0, 1 and negative numbers are not prime. Point-Free #65 asks you to
// "find an algorithm that decides whether a number is prime, and write it in Swift".
// Trial division is enough: try the divisors from 2 up to the square root of n. (Going all the
// way up to n is correct but too slow for the large numbers the checks use.)
//
// Done when: 0, 1, negatives, every number up to 3,000, squares of primes, Carmichael numbers
// (29,341 = 13 × 37 × 61 fools quick probabilistic tests such as Fermat's: decide, don't guess),
// and large primes and composites (like 10,000,000,019 and 99,991 × 99,991) are all answered
// correctly, each within 5 seconds.
//
// From: Point-Free #65, exercise 2. The counter's "Is this prime?" button (exercises
// state-prime-color and state-prime-modal) needs this answer.
//
// Run: swift run checker check state-is-prime

/// True when `n` is a prime number: greater than 1, and divisible only by 1 and itself.
func isPrime(_ n: Int) -> Bool {
    // TODO: decide it.
    false
}
