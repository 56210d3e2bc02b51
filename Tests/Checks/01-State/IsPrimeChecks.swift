// Hidden checks for state-is-prime (Chapters/01-State/Exercises/IsPrime.swift).
import Testing

/// The checks' own answer, by trial division up to the square root.
private func referenceIsPrime(_ n: Int) -> Bool {
    guard n > 1 else { return false }
    var divisor = 2
    while divisor * divisor <= n {
        if n % divisor == 0 { return false }
        divisor += 1
    }
    return true
}

/// The numbers in `numbers` that `isPrime` gets wrong, with the right answer, for the message.
private func mistakes(in numbers: [Int]) -> [String] {
    numbers.filter { isPrime($0) != referenceIsPrime($0) }
        .map { "isPrime(\($0)) returned \(isPrime($0)), but \($0) is \(referenceIsPrime($0) ? "prime" : "not prime")" }
}

@Suite("state-is-prime: Is this prime?")
struct IsPrimeChecks {
    @Test("the numbers 2 to 30: 2, 3, 5, 7, 11, 13, 17, 19, 23 and 29 are prime, the rest are not")
    func smallNumbers() {
        let wrong = mistakes(in: Array(2...30))
        #expect(wrong.isEmpty, "\(wrong.count) wrong answers:\n\(wrong.joined(separator: "\n"))")
    }

    @Test("0, 1 and negative numbers are not prime; 2, the only even prime, and 3 are")
    func edgeCases() {
        let negatives = [-1, -2, -3, -7, -97, Int.random(in: -1_000 ... -4)]
        let wrong = mistakes(in: [0, 1, 2, 3] + negatives)
        #expect(wrong.isEmpty, "\(wrong.count) wrong answers:\n\(wrong.joined(separator: "\n"))")
    }

    @Test("random numbers from 0 to 10,000 (at least one prime and one composite among them)")
    func randomNumbers() {
        var numbers = (0..<40).map { _ in Int.random(in: 0...10_000) }
        numbers.append([7_919, 9_973, 4_999, 2_003].randomElement()!) // a prime
        numbers.append([7_917, 9_975, 4_997 * 2, 91].randomElement()!) // a composite (91 = 7 × 13)
        let wrong = mistakes(in: numbers.shuffled())
        #expect(wrong.isEmpty, "\(wrong.count) wrong answers among \(numbers):\n\(wrong.joined(separator: "\n"))")
    }

    @Test("large primes and composites: squares of primes, Carmichael numbers, 1,000,000,007")
    func largeNumbers() {
        let primes = [104_729, 999_983, 1_000_003, 1_000_000_007]
        let composites = [
            561, 1_105, 1_729, 41_041,  // Carmichael numbers: they fool some quick tests
            1_000_003 * 1_000_003,      // the square of a prime: the divisor is exactly the square root
            999_983 * 999_983,
            104_729 * 1_000_003,
            1_000_000_007 * 3,
        ]
        let wrong = mistakes(in: primes + composites)
        #expect(wrong.isEmpty, "\(wrong.count) wrong answers:\n\(wrong.joined(separator: "\n"))")
    }
}
