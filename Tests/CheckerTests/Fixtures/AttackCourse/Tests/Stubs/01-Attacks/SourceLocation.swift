import DataFlow

// Not an attack, a confusing mistake: a #sourceLocation directive names the course's check
// file, so the compiler reports this file's error there. It must still be the learner's error.
#sourceLocation(file: "Checks/01-Attacks/CounterChecks.swift", line: 1)
struct Counter: View {
    var body: some View {
        Text("Count: \(count)")
    }
}
#sourceLocation()
