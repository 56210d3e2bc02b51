/// How much of a results channel the checker reads, from what the check file declares (known
/// before the run): a well-formed run sends, per declared check, its test record, a start and an
/// end, a start and an end per parameterised case, and its failures; the budget allows many times
/// that, and nothing the checker does with the records costs more than a constant per record. A
/// runner that sends more (forged records by the thousand) is judged incomplete from what was read,
/// and the rest is counted, not parsed, so judging stays as bounded as the run itself.
struct RecordBudget: Equatable {
    /// Records read and verified; the rest are counted only.
    let records: Int
    /// Test functions kept: the declared ones and a few more, so that checks the course does
    /// not declare are named; more are counted, not listed.
    let tests: Int

    /// Records allowed per declared check, and for the run as a whole (run records, the canaries).
    static let recordsPerCheck = 256
    static let baseRecords = 1024

    init(declared: DeclaredChecks) {
        records = Self.baseRecords + Self.recordsPerCheck * declared.functionNames.count
        tests = declared.functionNames.count + Self.extraTests
    }

    init(records: Int, tests: Int) {
        self.records = records
        self.tests = tests
    }

    /// Test functions named beyond the declared ones.
    static let extraTests = 16

    /// No bound beyond the channel's byte limit (for tests that feed a stream by hand).
    static let unbounded = RecordBudget(records: .max, tests: .max)
}
