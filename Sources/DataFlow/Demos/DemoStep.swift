import Foundation

/// One step of a demo: what a user (or the app) does, said in words, and the host action that
/// does it. Every step runs the updates it causes before the next one starts.
@MainActor
public struct DemoStep {
    /// The step as the demo's transcript says it: `tap Button "+"`, `send .addButtonTapped`.
    public let description: String
    /// Acts on the mounted host.
    public let action: @MainActor (ViewHost) async throws -> Void
    /// The element the step acts on, when it acts on one (a tap, typing): its view is the one
    /// whose action writes what the step changes.
    public let target: ElementQuery?

    /// A step described by `description` that runs `action`, on `target` if it acts on an element.
    public init(
        _ description: String, target: ElementQuery? = nil, action: @escaping @MainActor (ViewHost) async throws -> Void
    ) {
        self.description = description
        self.target = target
        self.action = action
    }

    /// Taps a button, link, toggle or tappable view (`ViewHost.tap(_:)`).
    public static func tap(_ query: ElementQuery) -> DemoStep {
        DemoStep("tap \(query)", target: query) { try $0.tap(query) }
    }

    /// Types `text` into a text field, one character per update (`ViewHost.type(_:into:)`).
    public static func type(_ text: String, into query: ElementQuery) -> DemoStep {
        DemoStep("type \"\(text)\" into \(query)", target: query) { try $0.type(text, into: query) }
    }

    /// Follows a navigation link: pushes its destination (`ViewHost.follow(_:)`).
    public static func push(_ query: ElementQuery) -> DemoStep {
        DemoStep("push \(query)") { try $0.follow(query) }
    }

    /// Goes back: pops the top screen (`ViewHost.goBack()`).
    public static func goBack() -> DemoStep {
        DemoStep("go back") { try $0.goBack() }
    }

    /// Swipes the sheet on top away (`ViewHost.dismissSheet()`).
    public static func dismiss() -> DemoStep {
        DemoStep("dismiss the sheet") { try $0.dismissSheet() }
    }

    /// Flips a toggle (`ViewHost.toggle(_:)`).
    public static func toggle(_ query: ElementQuery) -> DemoStep {
        DemoStep("toggle \(query)", target: query) { try $0.toggle(query) }
    }

    /// Picks a picker's row (`ViewHost.pick(_:in:)`).
    public static func pick(_ option: String, in query: ElementQuery = .picker()) -> DemoStep {
        DemoStep("pick \"\(option)\" in \(query)", target: query) { try $0.pick(option, in: query) }
    }

    /// Slides a slider (`ViewHost.slide(_:to:)`).
    public static func slide(_ query: ElementQuery = .slider(), to value: Double) -> DemoStep {
        DemoStep("slide \(query) to \(value)", target: query) { try $0.slide(query, to: value) }
    }

    /// Sends an action to a store, as the app's code would, then waits for the effects it
    /// started and records what they changed: `.send(".addButtonTapped") { store.send(.addButtonTapped) }`.
    public static func send<Work: AwaitableWork>(_ action: String, _ send: @escaping @MainActor () -> Work) -> DemoStep
    {
        DemoStep("send \(action)") { host in
            var work: Work?
            host.perform("send \(action)") { work = send() }
            await work?.finish()
            host.settle(as: "effects of \(action)")
        }
    }

    /// Changes something outside the views (a model's property, as a network response would),
    /// recorded under `description`.
    public static func change(_ description: String, _ change: @escaping @MainActor () -> Void) -> DemoStep {
        DemoStep(description) { $0.perform(description, change) }
    }

    /// Waits for work the views do not own (a store's effects, a model's callbacks) until
    /// `condition` holds, running the updates it causes: `.waitUntil("the sheet is dismissed")
    /// { store.addContact == nil }`. It checks the condition each time an effect of the demo's
    /// stores ends or sends an action (`OutsideWork`), and fails only when the condition is false
    /// with no effect left running and no task of the views' left to run: never because a clock
    /// ran out while an effect was still on its way, as it could on a busy machine.
    public static func waitUntil(_ description: String, _ condition: @escaping @MainActor () -> Bool) -> DemoStep {
        DemoStep("wait until \(description)") { host in
            let work = OutsideWork.current
            // Each action an effect sends is settled as it is handled: an update of its own.
            work.afterEachAction = { host.settle(as: "effects") }
            defer { work.afterEachAction = nil }
            // The ledger's count when the views' tasks last ran out of things to do, if they did.
            var tasksIdleAt: Int?
            while true {
                switch await work.wait(until: condition, settle: { host.settle(as: "effects") }) {
                case .met:
                    return
                case let .hung(inFlight):
                    throw DataFlowError(
                        "Still waiting after \(OutsideWork.hangGuard) for \(description), with \(inFlight) effect(s) running that never ended: a hang, not a slow machine. The screen shows:\n\(host.render())"
                    )
                case .nothingLeft where host.activeTaskCount > 0 && tasksIdleAt != work.changeCount:
                    // The views' own tasks may still make it happen: let them run, then look again.
                    await host.runTasks()
                    tasksIdleAt = work.changeCount
                case .nothingLeft:
                    throw DataFlowError(
                        "\(description.prefix(1).uppercased() + description.dropFirst()) did not happen, and nothing is left running that could make it happen. The screen shows:\n\(host.render())"
                    )
                }
            }
        }
    }

    /// Lets the tasks started by `.task` and by effects run (`ViewHost.runTasks()`).
    public static func runTasks() -> DemoStep {
        DemoStep("let the running tasks finish") { await $0.runTasks() }
    }

    /// Moves the simulated clock forward (`ViewHost.advanceTime(by:)`).
    public static func wait(_ seconds: TimeInterval) -> DemoStep {
        DemoStep("wait \(TraceValue.describe(seconds)) s") { $0.advanceTime(by: seconds) }
    }
}
