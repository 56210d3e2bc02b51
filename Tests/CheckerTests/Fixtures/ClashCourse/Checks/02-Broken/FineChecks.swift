import Testing

@Suite struct FineChecks {
    @Test("The answer") func theAnswer() {
        #expect(answer() == 42)
    }
}
