// Attack: pose as the sandbox failing. Swift Testing evaluates a test's arguments when it
// discovers the tests, before any of them starts: printing bubblewrap's words for a failure of
// its own ("bwrap: …") there and exiting made a checker that read the output retry each run
// three times and tell the learner "a problem of the machine", and grade nothing.
import Foundation
import Testing

@Test(arguments: Forged.amounts) func addingCountsTheAmount(amount: Int) {
    var tally = Tally()
    tally.add(amount)
    #expect(tally.count == amount)
}

enum Forged {
    static var amounts: [Int] {
        FileHandle.standardError.write(Data("bwrap: execvp /sandbox/check/check-runner: Text file busy\n".utf8))
        _exit(1)
    }
}
