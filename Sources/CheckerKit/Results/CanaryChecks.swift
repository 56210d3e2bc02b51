/// The per-run canary checks: a few random nonces the checker sends the runner after the key
/// (see `ResultChannel` and `EntryPoint`), each the argument of one case of a parameterised check
/// the runner adds to every run (`checkerRunCanary(nonce:)`, in the checks' module). Each case
/// must fail with one issue whose text is `canary ` and the HMAC-SHA256 of `canary <nonce>` under
/// the run's key, in hexadecimal: words only the runner, which holds the key's padded states and
/// received the nonces, can write. A run that ended (`runEnded`) without exactly those failures —
/// a canary missing, passing, repeated or in other words — is tampered with: records forged by
/// code that never saw this run's nonces cannot hold them, and a runner cached from an earlier
/// run (see `RunnerCache`) still receives its canaries now, at run time.
///
/// Canaries are never checks of the exercise: `EventStream` keeps them apart from its tests, so
/// they never show in a report or count in a score.
struct CanaryChecks: Equatable {
    /// The function's base name, in the checks' module.
    static let functionBaseName = "checkerRunCanary"
    /// Hexadecimal characters of one nonce.
    static let nonceLength = 16
    /// How many canaries a run may have (one decimal digit on the channel).
    static let minimumCount = 2
    static let maximumCount = 5

    /// The nonces, in the order they were sent.
    let nonces: [String]
    /// The text each canary's issue must have, by nonce.
    let expectedTexts: [String]

    /// Fresh canaries for a run with `key`: between `minimumCount` and `maximumCount` of them.
    init(key: String) {
        var generator = SystemRandomNumberGenerator()
        let count = Int.random(in: Self.minimumCount...Self.maximumCount, using: &generator)
        self.init(
            key: key,
            nonces: (0..<count).map { _ in
                let hex = String(generator.next() as UInt64, radix: 16)
                return String(repeating: "0", count: Self.nonceLength - hex.count) + hex
            })
    }

    /// The canaries `nonces` for a run with `key`.
    init(key: String, nonces: [String]) {
        self.nonces = nonces
        let codes = HMACSHA256(key: Array(key.utf8))
        expectedTexts = nonces.map { Self.text(codes: codes, nonce: $0) }
    }

    /// What the checker sends after the key: the count as one digit, then the nonces.
    var wire: [UInt8] { Array("\(nonces.count)\(nonces.joined())".utf8) }

    /// The text a canary's issue carries.
    static func text(codes: HMACSHA256, nonce: String) -> String {
        "canary " + codes.hexCode(Array("canary \(nonce)".utf8))
    }

    /// True for the id of the canary function or of one of its cases.
    static func isCanary(testID: String) -> Bool {
        testID.hasPrefix("\(CompileCommand.checksModuleName).\(functionBaseName)(")
    }

    /// What is wrong with the canaries a run reported, in words; empty when each case started,
    /// ended and failed once with its expected text and nothing else.
    func problems(in records: EventStream.CanaryRecords) -> [String] {
        var problems: [String] = []
        if records.declared != 1 || records.started != 1 || records.ended != 1 {
            problems.append(Phrase.canaryNotRunAsSent.text())
        }
        if records.casesStarted != nonces.count || records.casesEnded != nonces.count {
            problems.append(Phrase.canaryCasesStarted.text(nonces.count, records.casesStarted))
        }
        var expected = Set(expectedTexts)
        var unexpected = 0
        for issue in records.issues {
            let lines = issue.split(separator: "\n").map(String.init)
            guard let text = lines.first(where: { expected.contains($0) }) else {
                unexpected += 1
                continue
            }
            expected.remove(text)
        }
        if !expected.isEmpty {
            problems.append(Phrase.canaryWrongWords.text(expected.count, nonces.count))
        }
        if unexpected > 0 { problems.append(Phrase.canaryOtherWords.text(unexpected)) }
        return problems
    }
}
