import Testing

@Suite struct ShadowingChecks {
    @Test("add() counts") func addCounts() {
        var tally = Tally()
        tally.add()
        #expect(tally.count == 1, "Expected 1 after one add()")
    }
}
