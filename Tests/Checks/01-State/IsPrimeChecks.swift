// Hidden checks for state-is-prime (Chapters/01-State/Exercises/IsPrime.swift).
import Dispatch
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
        .map {
            Comment(
                en:
                    "isPrime(\($0)) returned \(isPrime($0)), but \($0) is \(referenceIsPrime($0) ? "prime" : "not prime")",
                ko: "isPrime(\($0))이 \(isPrime($0))를 돌려줬지만 \($0)은(는) \(referenceIsPrime($0) ? "소수입니다" : "소수가 아닙니다")"
            ).rawValue
        }
}

/// A place for a background thread's answer, read only after the thread signals.
private final class AnswerBox: @unchecked Sendable {
    var answer: Bool?
}

/// `isPrime(n)`, or nil when it has not answered within `seconds`. Trial division up to the
/// square root answers for any 11-digit number in milliseconds; going up to n takes minutes.
private func isPrime(_ n: Int, within seconds: Double) -> Bool? {
    let box = AnswerBox()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        box.answer = isPrime(n)
        done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success ? box.answer : nil
}

@Suite("state-is-prime: Is this prime?")
struct IsPrimeChecks {
    /// ko: 2부터 30까지의 수: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29는 소수이고 나머지는 소수가 아닙니다
    @Test("the numbers 2 to 30: 2, 3, 5, 7, 11, 13, 17, 19, 23 and 29 are prime, the rest are not")
    func smallNumbers() {
        let wrong = mistakes(in: Array(2...30))
        #expect(
            wrong.isEmpty,
            Comment(
                en: "\(wrong.count) wrong answers:\n\(wrong.joined(separator: "\n"))",
                ko: "틀린 답 \(wrong.count)개:\n\(wrong.joined(separator: "\n"))"))
    }

    /// ko: 0, 1, 음수는 소수가 아닙니다. 유일한 짝수 소수인 2와 3은 소수입니다
    @Test("0, 1 and negative numbers are not prime; 2, the only even prime, and 3 are")
    func edgeCases() {
        let wrong = mistakes(in: [0, 1, 2, 3, -1, -2, -3, -7, -97, -1_000])
        #expect(
            wrong.isEmpty,
            Comment(
                en: "\(wrong.count) wrong answers:\n\(wrong.joined(separator: "\n"))",
                ko: "틀린 답 \(wrong.count)개:\n\(wrong.joined(separator: "\n"))"))
    }

    /// ko: 0부터 3,000까지의 모든 수
    @Test("every number from 0 to 3,000")
    func everyNumberToThreeThousand() {
        let wrong = mistakes(in: Array(0...3_000))
        #expect(
            wrong.isEmpty,
            Comment(
                en: "\(wrong.count) wrong answers, for example:\n\(wrong.prefix(10).joined(separator: "\n"))",
                ko: "틀린 답 \(wrong.count)개, 예를 들면:\n\(wrong.prefix(10).joined(separator: "\n"))"))
    }

    /// ko: 소수의 제곱은 소수가 아닙니다: 약수가 정확히 제곱근입니다(25 = 5 × 5, 49, 121...)
    @Test("squares of primes are not prime: the divisor is exactly the square root (25 = 5 × 5, 49, 121...)")
    func squaresOfPrimes() {
        let wrong = mistakes(in: [4, 9, 25, 49, 121, 169, 289, 361, 529, 841, 961, 10_201, 994_009])
        #expect(
            wrong.isEmpty,
            Comment(
                en:
                    "\(wrong.count) wrong answers (is the loop's bound `d * d <= n`, with <=?):\n\(wrong.joined(separator: "\n"))",
                ko: "틀린 답 \(wrong.count)개(반복문의 조건이 <=를 쓴 `d * d <= n`인가요?):\n\(wrong.joined(separator: "\n"))")
        )
    }

    /// ko: 카마이클 수는 서로소인 모든 밑에 대해 페르마 테스트를 속이지만 소수가 아닙니다
    @Test("Carmichael numbers are not prime, though they fool Fermat's test for every base they share no factor with")
    func carmichaelNumbers() {
        // 29341 = 13 × 37 × 61, 46657 = 13 × 37 × 97 and 75361 = 11 × 13 × 17 × 31 share no
        // factor with 2, 3, 5 or 7; the others are Chernick's (6k+1)(12k+1)(18k+1), whose
        // factors are so large that almost every base passes Fermat's test.
        let carmichael = [
            561, 1_105, 1_729, 2_465, 2_821, 6_601, 8_911, 29_341, 46_657, 75_361,
            294_409, 56_052_361, 118_901_521, 172_947_529, 216_821_881, 228_842_209, 1_299_963_601,
        ]
        let wrong = mistakes(in: carmichael)
        #expect(
            wrong.isEmpty,
            Comment(
                en:
                    "\(wrong.count) wrong answers. These are Carmichael numbers: a probabilistic test such as Fermat's says they are prime. Decide by trial division instead:\n\(wrong.joined(separator: "\n"))",
                ko:
                    "틀린 답 \(wrong.count)개. 이 수들은 카마이클 수라서 페르마 테스트 같은 확률적 판정법은 소수라고 답합니다. 대신 나눗셈을 직접 시도해서(시행 나눗셈) 판정하세요:\n\(wrong.joined(separator: "\n"))"
            )
        )
    }

    /// ko: 큰 소수와 합성수도 각각 5초 안에 답합니다: 나눗셈 시도는 제곱근까지만 합니다
    @Test("large primes and composites are answered within 5 seconds each: trial division only up to the square root")
    func largeNumbers() {
        // Up to the square root, 10,000,000,019 takes 100,000 divisions: milliseconds. Up to n it
        // takes ten billion: minutes. The first number tells the two apart.
        let primes = [10_000_000_019, 104_729, 999_983, 1_000_003, 1_000_000_007]
        let composites = [10_007 * 10_007, 99_991 * 99_991, 104_729 * 1_000_003, 1_000_000_007 * 3, 9_999_999_967 * 3]
        for n in primes + composites {
            guard let answer = isPrime(n, within: 5) else {
                Issue.record(
                    Comment(
                        en:
                            "isPrime(\(n)) did not answer within 5 seconds. Trying every divisor up to n takes minutes for an 11-digit prime; a divisor above the square root always pairs with one below it, so stop when d * d > n.",
                        ko:
                            "isPrime(\(n))이 5초 안에 답하지 않았습니다. 11자리 소수에 대해 n까지 모든 약수를 시도하면 몇 분이 걸립니다. 제곱근보다 큰 약수에는 늘 제곱근보다 작은 짝이 있으니 d * d > n이 되면 멈추세요."
                    )
                )
                return
            }
            #expect(
                answer == referenceIsPrime(n),
                Comment(
                    en: "isPrime(\(n)) returned \(answer), but \(n) is \(referenceIsPrime(n) ? "prime" : "not prime")",
                    ko: "isPrime(\(n))이 \(answer)를 돌려줬지만 \(n)은(는) \(referenceIsPrime(n) ? "소수입니다" : "소수가 아닙니다")"))
        }
    }
}
