import Foundation

/// The thread a test store's effects run on, and what a test waits on instead of a clock.
///
/// TCA's `TestStore` makes effects deterministic by running every task serially on the main
/// thread (`useMainSerialExecutor`), so that yielding lets all of them run. This runtime cannot
/// swap the process's executors (tests run in parallel in one process), so it gives the effects
/// of test stores, and of stores given a `TestClock`, a task executor of their own: one thread,
/// jobs in order, and a count of the jobs queued or running. `quiet()` returns once no effect
/// job is queued or running and a round on the main actor (where effects send their actions)
/// started none: every effect has run as far as it can and now waits on something outside the
/// runtime (a test clock's sleep, a stream, real time) or has ended.
///
/// That is a condition, not a budget: a busy machine makes it slower to reach, never reached
/// wrongly, so `TestStore.receive`, `finish` and `TestClock.advance` no longer decide a verdict
/// by how long a thread took to come. Work an effect hands to other executors (an actor of its
/// own, a detached task) is not counted: it is awaited as something outside.
final class EffectExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor every test store's effects share.
    static let shared = EffectExecutor()

    private let condition = NSCondition()
    private var queue: [UnownedJob] = []
    private var isRunningJob = false
    /// Jobs run so far: a change means some effect made progress.
    private var jobsRun = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Effects on their way to the main actor, where a store starts and ends its effects: a task
    /// just made (its body starts there) or an effect whose operation just returned (its store
    /// records the end there). The executor is idle meanwhile, yet the effect is not done.
    private var hopsToMain = 0

    private init() {
        let thread = Thread { [unowned self] in runJobs() }
        thread.name = "Composable effects"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            queue.append(job)
            condition.signal()
        }
    }

    /// An effect is on its way to the main actor (`hopsToMain`).
    func hopToMainBegins() { condition.withLock { hopsToMain += 1 } }

    /// An effect got to the main actor.
    func hopToMainEnds() { condition.withLock { hopsToMain -= 1 } }

    /// How many jobs have run: compared before and after a wait, it says whether effects moved.
    var progress: Int { condition.withLock { jobsRun } }

    /// Returns once no effect job is queued or running, none is on its way to the main actor, and
    /// a round on the main actor set none off: every effect has done all it can without something
    /// from outside the runtime.
    @MainActor
    func quiet() async {
        while true {
            let before = progress
            await idle()
            // Effects send on the main actor; what they sent there runs before this round ends,
            // and anything it sets off comes back to this executor.
            await Task.yield()
            let (isIdle, after, hops) = condition.withLock { (queue.isEmpty && !isRunningJob, jobsRun, hopsToMain) }
            if isIdle, after == before, hops == 0 { return }
        }
    }

    /// Returns once no job is queued or running.
    private func idle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isIdle = condition.withLock {
                let isIdle = queue.isEmpty && !isRunningJob
                if !isIdle { waiters.append(continuation) }
                return isIdle
            }
            if isIdle { continuation.resume() }
        }
    }

    private func runJobs() {
        while true {
            let job = condition.withLock {
                while queue.isEmpty { condition.wait() }
                isRunningJob = true
                return queue.removeFirst()
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
            let woken = condition.withLock {
                isRunningJob = false
                jobsRun += 1
                guard queue.isEmpty else { return [CheckedContinuation<Void, Never>]() }
                defer { waiters.removeAll() }
                return waiters
            }
            for waiter in woken { waiter.resume() }
        }
    }
}
