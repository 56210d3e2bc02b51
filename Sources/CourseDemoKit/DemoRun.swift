import DataFlow

/// One run of a demo: after mounting and after every step, what the screen showed, the updates
/// the step caused (which sources of truth changed, old and new value, which bodies were
/// evaluated) and the data-flow graph of the tree. Everything `checker demo` and `checker graph`
/// print comes from a run, so the output is the examples' real behaviour.
@MainActor
public struct DemoRun {
    /// What happened at one step (the mount is step 0).
    public struct StepRecord {
        /// `mount CounterView`, `tap Button "+"`.
        public let description: String
        /// The updates the step caused, oldest first.
        public let updates: [ViewUpdate]
        /// The screen after the step, as indented text.
        public let screen: String
        /// The story's watched value after the step, as `label: value`; nil when it watches nothing.
        public let watched: String?
        /// The data flow of the tree after the step.
        public let graph: DataFlowGraph
        /// The view whose element the step acted on (tapped, typed into): the view whose action
        /// wrote what the step's first update changed. Nil for the mount and for other steps.
        public let actingView: String?
    }

    public let demo: Demo
    public private(set) var steps: [StepRecord] = []

    /// Runs `demo` from a fresh mount; a step that fails stops the run with an error naming it.
    /// The run has its own `OutsideWork` ledger: the stores the demo makes count their effects
    /// there, and its `waitUntil` steps wait for those effects, not for other tests' or a clock.
    public static func run(_ demo: Demo) async throws -> DemoRun {
        try await OutsideWork.$current.withValue(OutsideWork()) {
            try await runSteps(of: demo)
        }
    }

    private static func runSteps(of demo: Demo) async throws -> DemoRun {
        var run = DemoRun(demo: demo)
        let story = demo.makeStory()
        let host = story.mount()
        var seenUpdates = 0
        func record(_ description: String, actingView: String? = nil) {
            let updates = host.updates
            run.steps.append(
                StepRecord(
                    description: description, updates: Array(updates[seenUpdates...]),
                    screen: host.render(), watched: story.watch.map { "\($0.label): \($0.value())" },
                    graph: host.dataFlowGraph, actingView: actingView))
            seenUpdates = updates.count
        }
        record("mount " + (host.dataFlowGraph.views.first?.name ?? "the view"))
        for (index, step) in story.steps.enumerated() {
            let actingView = step.target.flatMap { host.actingView(of: $0) }
            do {
                try await step.action(host)
            } catch {
                throw DemoFailure(demo: demo.name, step: index + 1, description: step.description, reason: "\(error)")
            }
            record(step.description, actingView: actingView)
        }
        return run
    }
}

/// A demo whose step could not be done: the example no longer does what the story expects.
public struct DemoFailure: Error, CustomStringConvertible {
    public let demo: String
    public let step: Int
    public let description_: String
    public let reason: String

    init(demo: String, step: Int, description: String, reason: String) {
        self.demo = demo
        self.step = step
        self.description_ = description
        self.reason = reason
    }

    public var description: String {
        "Demo \"\(demo)\" failed at step \(step) (\(description_)):\n\(reason)"
    }
}
