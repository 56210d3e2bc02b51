#if canImport(Glibc)
    import Glibc
#endif

/// The time a run's threads were ready to run but waited for a processor: what a busy machine
/// adds to a run's wall-clock time without the run doing anything more.
///
/// Linux keeps it per thread, in nanoseconds, as the second field of
/// `/proc/<pid>/task/<tid>/schedstat` ("time spent waiting on a runqueue", the kernel's
/// `Documentation/scheduler/sched-stats.rst`). A run's time limit does not count it
/// (`ChildProcess`), so a run that ends within its limit on an idle machine is not stopped on a
/// busy one, while a run that never ends is stopped all the same: a loop keeps the processor or
/// waits for it, and only the first counts.
///
/// The wait of the run is taken as the longest wait of any one of its threads: threads that are
/// ready side by side wait side by side, so the longest is the least the run was held back, and
/// the sum could exceed the time that passed.
struct ProcessorWait {
    /// The largest run-queue delay read for each thread, in nanoseconds.
    private var delays: [pid_t: UInt64] = [:]

    /// How long the run has waited for a processor, in seconds, as far as sampled.
    var seconds: Double { Double(delays.values.max() ?? 0) / 1e9 }

    /// Reads the run-queue delay of every thread of `processes`.
    mutating func sample(_ processes: [pid_t]) {
        for process in processes {
            for thread in TaskCount.entries(of: "/proc/\(process)/task").compactMap({ pid_t($0) }) {
                guard let delay = Self.runQueueDelay(process: process, thread: thread) else { continue }
                delays[thread] = max(delays[thread] ?? 0, delay)
            }
        }
    }

    /// The second field of a thread's `schedstat` ("12345 6789 42"), or nil when unreadable.
    static func runQueueDelay(process: pid_t, thread: pid_t) -> UInt64? {
        let descriptor = open("/proc/\(process)/task/\(thread)/schedstat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 96)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
        guard fields.count >= 2 else { return nil }
        return UInt64(String(decoding: fields[1], as: UTF8.self))
    }
}
