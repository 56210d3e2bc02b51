import DataFlow
import Testing

/// `onChange` and `task`, as SwiftUI documents them.
@MainActor
@Suite("Reactions: onChange and task")
struct ReactionTests {
    struct Search: View {
        let log: EventLog
        @State private var query = ""
        @State private var runs = 0
        var body: some View {
            VStack {
                TextField("Search", text: $query)
                Text("Runs: \(runs)")
            }
            .onChange(of: query) { oldValue, newValue in
                log.record("\(oldValue)→\(newValue)")
                runs += 1
            }
        }
    }

    @Test("onChange(of:) runs after each update in which the value changed, with the old and new values")
    func onChangeOldAndNew() throws {
        let log = EventLog()
        let host = ViewHost(Search(log: log))
        #expect(log.entries.isEmpty, "without initial: true, nothing runs on appear")
        try host.type("ab", into: .textField("Search"))
        #expect(log.entries == ["→a", "a→ab"])
        #expect(host.texts.contains("Runs: 2"), "the action may change state; that is one more update")
    }

    @Test("initial: true also runs the action when the view appears, with the value as old and new")
    func onChangeInitial() throws {
        struct Watcher: View {
            let log: EventLog
            @State private var level = 1
            var body: some View {
                Button("Up") { level += 1 }
                    .onChange(of: level, initial: true) { log.record("level \(level)") }
            }
        }
        let log = EventLog()
        let host = ViewHost(Watcher(log: log))
        #expect(log.entries == ["level 1"])
        try host.tap(.button("Up"))
        #expect(log.entries == ["level 1", "level 2"])
    }

    @Test("onChange does not run when the view updates but the value stays equal")
    func onChangeIgnoresEqualValues() throws {
        struct Watcher: View {
            let log: EventLog
            @State private var taps = 0
            var body: some View {
                Button("Tap \(taps)") { taps += 1 }
                    .onChange(of: taps / 2) { log.record("half changed") }
            }
        }
        let log = EventLog()
        let host = ViewHost(Watcher(log: log))
        try host.tap(.button("Tap 0"))
        #expect(log.entries.isEmpty)
        try host.tap(.button("Tap 1"))
        #expect(log.entries == ["half changed"])
    }

    @Test("The old onChange(of:perform:) gets the new value, and its closure is the one from before the change")
    func oldSpellingCapturesPreviousValues() throws {
        struct Counter: View {
            let log: EventLog
            @State private var count = 0
            var body: some View {
                let shown = count
                Button("Count \(count)") { count += 1 }
                    .onChange(of: count) { newValue in
                        log.record("captured \(shown), new \(newValue)")
                    }
            }
        }
        let log = EventLog()
        let host = ViewHost(Counter(log: log))
        try host.tap(.button("Count 0"))
        #expect(log.entries == ["captured 0, new 1"])
    }

    struct Loader: View {
        let log: EventLog
        @State private var status = "idle"
        var body: some View {
            Text(status)
                .task {
                    status = "loading"
                    await Task.yield()
                    status = "loaded"
                    log.record("finished")
                }
        }
    }

    @Test("task starts when the view appears; runTasks runs it to completion and applies its changes")
    func taskRunsOnAppear() async throws {
        let log = EventLog()
        let host = ViewHost(Loader(log: log))
        #expect(host.texts == ["idle"], "a task does not run until the host lets it")
        #expect(host.activeTaskCount == 1)
        await host.runTasks()
        #expect(host.texts == ["loaded"])
        #expect(log.entries == ["finished"])
        #expect(host.activeTaskCount == 0)
    }

    struct Waiter: View {
        let log: EventLog
        var body: some View {
            Text("waiting")
                .task {
                    do {
                        try await Task.sleep(for: .seconds(3600))
                        log.record("woke")
                    } catch {
                        log.record("cancelled")
                    }
                }
        }
    }

    @Test("The task is cancelled when its view disappears")
    func taskCancelledOnDisappear() async throws {
        struct Toggler: View {
            let log: EventLog
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Hide") { shows = false }
                    if shows { Waiter(log: log) }
                }
            }
        }
        let log = EventLog()
        let host = ViewHost(Toggler(log: log))
        await host.runTasks()
        #expect(host.activeTaskCount == 1, "the task waits on a clock: runTasks stops without it finishing")
        try host.tap(.button("Hide"))
        #expect(host.activeTaskCount == 0)
        await host.runTasks()
        #expect(log.entries == ["cancelled"])
    }

    @Test("task(id:) cancels the running task and starts a new one when the id changes")
    func taskIDRestarts() async throws {
        struct Detail: View {
            let log: EventLog
            @State private var selection = 1
            @State private var loaded = "nothing"
            var body: some View {
                VStack {
                    Text("Loaded \(loaded)")
                    Button("Next") { selection += 1 }
                }
                .task(id: selection) {
                    let id = selection
                    log.record("start \(id)")
                    await Task.yield()
                    if Task.isCancelled {
                        log.record("cancelled \(id)")
                        return
                    }
                    loaded = "item \(id)"
                }
            }
        }
        let log = EventLog()
        let host = ViewHost(Detail(log: log))
        await host.runTasks()
        #expect(host.texts.contains("Loaded item 1"))
        try host.tap(.button("Next"))
        await host.runTasks()
        #expect(host.texts.contains("Loaded item 2"))
        #expect(log.entries == ["start 1", "start 2"])
    }

    @Test("task(priority:) runs like task, at the given priority")
    func taskPriority() async throws {
        struct Low: View {
            @State private var done = false
            var body: some View {
                Text(done ? "done" : "pending").task(priority: .low) { done = true }
            }
        }
        let host = ViewHost(Low())
        await host.runTasks()
        #expect(host.texts == ["done"])
    }

    @Test("Work that waits on a clock runs with waitingUpTo:")
    func runTasksWithRealTime() async throws {
        struct Slow: View {
            @State private var done = false
            var body: some View {
                Text(done ? "done" : "pending").task {
                    try? await Task.sleep(for: .milliseconds(20))
                    done = true
                }
            }
        }
        let host = ViewHost(Slow())
        await host.runTasks(waitingUpTo: .seconds(5))
        #expect(host.texts == ["done"])
    }

    @Test("When the host goes away, the tasks of its views are cancelled, as when a window closes")
    func releasedHostCancelsTasks() async throws {
        let log = EventLog()
        var host: ViewHost? = ViewHost(Waiter(log: log))
        await host?.runTasks()
        #expect(host?.activeTaskCount == 1)
        host = nil
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(5))
        while log.entries.isEmpty && clock.now < deadline {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(log.entries == ["cancelled"])
    }
}
