import Foundation

/// Runs a test-writing check's runs (the learner's tests against the correct feature and against
/// each planted bug) as many at a time as the machine has cores, at most two, taking them in
/// `order`: each run is a short process in a sandbox of its own, and a capstone's fourteen runs
/// one after another were most of its check once its planted bugs were compiled (about 3 s of 5
/// at load 5). Runs overlap only where the sandbox keeps them apart
/// (`Sandbox.keepsConcurrentRunsApart`); elsewhere they run one at a time. The first error
/// thrown stops the runs not yet started and is rethrown.
struct RunsAtOnce {
    /// The runs' indices, in the order they are started.
    let order: [Int]
    /// How many run at once.
    let width: Int

    init(order: [Int], sandbox: Sandbox) {
        self.order = order
        width = sandbox.keepsConcurrentRunsApart ? Self.machineWidth : 1
    }

    /// `order` taken `width` at a time (work that needs no sandbox to keep it apart, such as
    /// compiles into folders of their own).
    init(order: [Int], width: Int = Self.machineWidth) {
        self.order = order
        self.width = max(1, width)
    }

    /// As many at once as the machine has cores, at most two.
    static var machineWidth: Int { min(2, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// Each index's result from `body`, called from up to `width` threads at once, each in the
    /// wording's language of the caller (a task local, which other threads do not inherit).
    func perform<Result: Sendable>(_ body: @Sendable (Int) throws -> Result) throws -> [Int: Result] {
        let board = Board<Result>(order: order)
        let book = PhraseBook.current
        DispatchQueue.concurrentPerform(iterations: max(1, min(width, order.count))) { _ in
            while let index = board.next() {
                do {
                    board.record(try PhraseBook.$current.withValue(book) { try body(index) }, at: index)
                } catch {
                    board.fail(error)
                }
            }
        }
        if let error = board.error { throw error }
        return board.results
    }

    /// The runs taken and their results, shared by the threads.
    private final class Board<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var pending: ArraySlice<Int>
        private(set) var results: [Int: Result] = [:]
        private(set) var error: (any Error)?

        init(order: [Int]) {
            pending = order[...]
        }

        func next() -> Int? {
            lock.withLock { error == nil ? pending.popFirst() : nil }
        }

        func record(_ result: Result, at index: Int) {
            lock.withLock { results[index] = result }
        }

        func fail(_ failure: any Error) {
            lock.withLock { if error == nil { error = failure } }
        }
    }
}
