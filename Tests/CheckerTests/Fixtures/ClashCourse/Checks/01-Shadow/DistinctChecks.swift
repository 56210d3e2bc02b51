import Testing

@Suite struct DistinctChecks {
    @Test("Doubling uses the example's Tally") func doubles() {
        var tally = Tally()
        tally.add()
        #expect(Doubler().double(tally) == 2)
    }
}
