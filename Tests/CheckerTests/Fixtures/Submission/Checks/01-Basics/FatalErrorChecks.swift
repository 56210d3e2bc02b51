import Testing

// A learner's edit of a hidden check: grading with --course must ignore it.
@Suite struct FatalErrorChecks {
    @Test("Tapping + adds one") func tappingAddsOne() {}
}
