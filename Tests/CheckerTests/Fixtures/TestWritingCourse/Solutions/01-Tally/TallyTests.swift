// Exercise tally-tests: write Swift Testing tests of Tally (in the course, not in this file).
import Testing

@Test func addingCountsTheAmount() {
    var tally = Tally()
    tally.add(3)
    #expect(tally.count == 3)
}

@Test func resettingStartsOver() {
    var tally = Tally()
    tally.add(2)
    tally.reset()
    #expect(tally.count == 0)
}
