import Foundation

/// Tests a feature step by step, the way the Composable Architecture's `TestStore` does: send an
/// action and describe, in a closure, how the state must change; receive each action an effect
/// sends back; let no effect outlive the test.
///
///     @MainActor @Test func addFlow() async {
///         let store = TestStore(initialState: ContactsFeature.State()) {
///             ContactsFeature()
///         } withDependencies: {
///             $0.uuid = .incrementing
///         }
///         await store.send(.addButtonTapped) {
///             $0.addContact = AddContactFeature.State(contact: Contact(id: UUID(0), name: ""))
///         }
///     }
///
/// A wrong description fails the test with both states written out, the lines that differ
/// marked `−` (expected) and `+` (actual), so the failing field is named. Failures go to the
/// running test framework, Swift Testing or XCTest.
@MainActor
public final class TestStore<State: Equatable, Action> {
    /// How much the store insists on; see `Exhaustivity`.
    public var exhaustivity: Exhaustivity = .on
    /// How long `receive` and `finish` wait for effects that wait on something outside the
    /// runtime (a clock the test has not advanced, real time). Time an effect spends waiting for
    /// a thread does not count: the effects run on a thread of their own (`EffectExecutor`), and
    /// the clock runs only while none of them can run. So a busy machine cannot fail a test.
    public var timeout: Duration = .seconds(1)
    /// Whether the feature has dismissed itself with the `\.dismiss` dependency, as TCA's
    /// `TestStore.isDismissed`: a test of a presented feature checks `#expect(store.isDismissed)`.
    /// Sending an action to a dismissed store fails the test.
    public private(set) var isDismissed = false

    let core: StoreCore<State, Action>
    /// The state as the test has described it so far.
    private var expectedState: State
    private var received: [(action: Action, state: State, stackIDsBefore: StackElementID)] = []
    private var stateAfterSentAction: State?
    private var sendPlaces: [Int: SourcePlace] = [:]
    private let place: SourcePlace
    /// The id the store's stack-id generator stood at before the action being asserted: an
    /// expectation closure appends from there (`$0.path.append(x)` names the screens as the
    /// reducer numbered them, though the store's generator has moved on), as TCA's test store
    /// runs the closure with a copy of the generator from before the action.
    private var stackIDsBeforeAction: StackElementID = 0
    /// Where the store's generator stood after the last action it reduced.
    private var stackIDsAfterLastReduce: StackElementID = 0
    /// The shared values the feature changed since the last assertion (see `SharedChangeTracker`).
    let sharedChanges = SharedChangeTracker()

    /// A test store running `reducer` from `initialState`, with test dependencies changed by
    /// `prepareDependencies`.
    public init<R: Reducer<State, Action>>(
        initialState: @autoclosure () -> State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        var dependencies = DependencyValues._current
        dependencies.context = .test
        // Each test store numbers its stack's screens from 0, so tests can write `$0.path[id: 0]`.
        dependencies.stackElementID = .incrementing()
        DependencyValues.$isSetting.withValue(true) { prepareDependencies(&dependencies) }
        let reducer = DependencyValues.$_current.withValue(dependencies) { reducer() }
        let initialState = initialState()
        self.core = StoreCore(
            initialState: initialState, reducer: reducer._reduceFunction(),
            dependencies: dependencies)
        self.expectedState = initialState
        self.place = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
        core.effects.runsOnEffectExecutor = true
        // Tested alone, the feature is not presented, yet may dismiss itself: as TCA's test store
        // does, the store marks itself dismissed (after any dismissal the test set up) and lets
        // the effects still running go.
        let presetDismiss = dependencies.dismiss.dismiss
        core.dependencies.dismiss = DismissEffect { [weak self] in
            presetDismiss?()
            self?.isDismissed = true
            self?.core.effects.cancelAll()
        }
        core.didReduce = { [unowned self] action, fromEffect, state in
            let stackIDsBefore = stackIDsAfterLastReduce
            stackIDsAfterLastReduce = core.dependencies.stackElementID.peek()
            if fromEffect {
                received.append((action, state, stackIDsBefore))
            } else {
                stateAfterSentAction = state
            }
        }
    }

    // Not an `isolated deinit`: that runs without the test's task-local values, so Swift Testing
    // would not know which test a failure belongs to. A test store ends on the main actor, at the
    // end of the test that made it.
    deinit {
        MainActor.assumeIsolated {
            completed()
        }
    }

    /// The feature's current state.
    public var state: State { core.state }

    /// The dependencies the store's reducer and effects use.
    /// Setting them (`store.dependencies.continuousClock = clock`) changes what later actions and
    /// their effects use, as TCA's settable `TestStore.dependencies` does.
    public var dependencies: DependencyValues {
        get { core.dependencies }
        set { core.dependencies = newValue }
        _modify {
            var values = core.dependencies
            DependencyValues.settingOnMainActor += 1
            defer { DependencyValues.settingOnMainActor -= 1 }
            yield &values
            core.dependencies = values
        }
    }

    /// Sends `action` and checks that the state changed as `updateStateToExpectedResult` says:
    /// the closure is given the state before the action and must make it equal the state after.
    /// Without a closure, the state must not change.
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> TestStoreTask {
        let place = SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !isDismissed else {
            place.report("Can't send action to dismissed test store.")
            return TestStoreTask(tasks: [], timeout: timeout)
        }
        if !received.isEmpty {
            if exhaustivity == .on {
                place.report(
                    "Must handle \(count(received.count, "received action")) before sending an action: …\n\n"
                        + "Unhandled actions: \(actionList(received.map(\.action)))\n\n"
                        + "An effect sent these actions back to the store. Assert each with "
                        + "\"await store.receive(…)\" before sending the next action.")
            } else {
                showSkipped("Skipped receiving \(actionList(received.map(\.action)))")
            }
            expectedState = received.last!.state
            received.removeAll()
        }
        let sendIndex = sendPlaces.count
        sendPlaces[sendIndex] = place
        core.effects.originTag = sendIndex
        stateAfterSentAction = nil
        stackIDsAfterLastReduce = core.dependencies.stackElementID.peek()
        stackIDsBeforeAction = stackIDsAfterLastReduce
        let tasks = sharedChanges.tracking { core.send(action, fromEffect: false) }
        let actual = stateAfterSentAction ?? core.state
        checkStateChange(to: actual, after: action, described: updateStateToExpectedResult, at: place)
        expectedState = actual
        await letEffectsStart()
        return TestStoreTask(tasks: tasks, timeout: timeout)
    }

    /// Sends the case `caseKeyPath` names with `value`: `await store.send(\.addContact.presented.setName, "Blob")`.
    @discardableResult
    public func send<Value>(
        _ caseKeyPath: CaseKeyPath<Action, Value>,
        _ value: Value,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> TestStoreTask {
        await send(
            AnyCasePath(caseKeyPath).embed(value), assert: updateStateToExpectedResult,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Sends the payload-less case `caseKeyPath` names: `await store.send(\.addContact.presented.saveButtonTapped)`.
    @discardableResult
    public func send(
        _ caseKeyPath: CaseKeyPath<Action, Void>,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> TestStoreTask {
        await send(
            AnyCasePath(caseKeyPath).embed(()), assert: updateStateToExpectedResult,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Lets every effect started so far run as far as it can, as TCA's serial executor does: to
    /// its first sleep on a test clock, to an action it sends, or to its end. A condition, not a
    /// budget (`EffectExecutor.quiet()`): on a busy machine it takes longer, and is as reliable.
    func letEffectsStart() async {
        await EffectExecutor.shared.quiet()
    }

    /// Checks the state after `action` against the test's description of it.
    func checkStateChange(
        to actual: State, after action: Action,
        described updateStateToExpectedResult: ((inout State) throws -> Void)?, at place: SourcePlace
    ) {
        let previous = expectedState
        var expected = exhaustivity == .on ? previous : actual
        // Shared values: the test describes the changes since the last assertion, or with
        // exhaustivity off, changes to the live values.
        if exhaustivity != .on { sharedChanges.forgetChanges() }
        defer { sharedChanges.forgetChanges() }
        do {
            try sharedChanges.reading(.expected) {
                try runExpectation { try updateStateToExpectedResult?(&expected) }
            }
        } catch {
            place.report("The assertion closure threw an error: \(error)")
            return
        }
        if sharedChanges.reading(.expected, { expected != actual }) {
            let header =
                updateStateToExpectedResult == nil
                ? "State was not expected to change, but a change occurred: …"
                : "A state change does not match expectation: …"
            place.report(
                header + "\n\n" + stateDiff(expected: expected, actual: actual)
                    + "\n\n(Expected: −, Actual: +)")
        } else if exhaustivity == .on, updateStateToExpectedResult != nil,
            sharedChanges.reading(.before, { previous == actual })
        {
            place.report(
                "Expected state to change, but no change occurred.\n\nThe trailing closure made no "
                    + "observable modifications to state. If no change to state is expected, omit the "
                    + "trailing closure.")
        }
    }

    /// The state the test has asserted so far, for `assert(_:)`.
    var expectedStateForAssertion: State { expectedState }

    /// Runs an expectation closure with stack ids from where the store's generator stood before
    /// the action (`stackIDsBeforeAction`).
    func runExpectation(_ body: () throws -> Void) rethrows {
        var values = DependencyValues._current
        values.stackElementID = .incrementing(from: stackIDsBeforeAction)
        try DependencyValues.$_current.withValue(values) { try body() }
    }

    /// The two states written out and compared line by line; shared values as the test
    /// describes them on the expected side, as they are on the actual side.
    func stateDiff(expected: State, actual: State) -> String {
        LineDiff.render(
            expected: sharedChanges.reading(.expected) { ValueDump.lines(expected) },
            actual: ValueDump.lines(actual))
    }

    // MARK: Receiving

    /// Waits for an effect to send an action matching `isMatching`, and checks the state it led to.
    func receiveAction(
        matching isMatching: (Action) -> Bool,
        expected: String,
        mismatch: (Action) -> String,
        timeout: Duration?,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
        at place: SourcePlace
    ) async {
        // Ends at once when no effect is left that could send it; otherwise time counts only while
        // every effect waits on something outside the runtime.
        _ = await EffectExecutor.shared.wait(
            until: {
                if exhaustivity == .on, !received.isEmpty { return true }
                if exhaustivity != .on, received.contains(where: { isMatching($0.action) }) { return true }
                return core.effects.running.isEmpty
            }, quietFor: timeout ?? self.timeout)
        if exhaustivity != .on {
            guard let index = received.firstIndex(where: { isMatching($0.action) }) else {
                place.report("Expected to receive \(expected), but received none after \(seconds(timeout)).")
                return
            }
            if index > 0 { showSkipped("Skipped receiving \(actionList(received[..<index].map(\.action)))") }
            received.removeFirst(index)
        }
        guard !received.isEmpty else {
            let running = core.effects.running.count
            place.report(
                "Expected to receive \(expected), but received none after \(seconds(timeout))."
                    + (running == 0
                        ? "\n\nNo effect is running: none is left that could send it."
                        : "\n\n\(count(running, "effect")) still running: if one of them sends it later, "
                            + "advance its clock or give \"receive\" a longer \"timeout\"."))
            return
        }
        let (action, state, stackIDsBefore) = received.removeFirst()
        stackIDsBeforeAction = stackIDsBefore
        if !isMatching(action) {
            place.report(mismatch(action))
            expectedState = state
            return
        }
        checkStateChange(to: state, after: action, described: updateStateToExpectedResult, at: place)
        expectedState = state
        await letEffectsStart()
    }

    /// Waits until every effect has finished, failing if some are still running after `timeout`.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        _ = await EffectExecutor.shared.wait(
            until: { core.effects.running.isEmpty }, quietFor: timeout ?? self.timeout)
        if !core.effects.running.isEmpty {
            SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column).report(
                "Expected effects to finish, but \(count(core.effects.running.count, "effect")) still "
                    + "running after \(seconds(timeout)): "
                    + actionList(core.effects.running.values.map(\.action))
                    + "\n\nAn effect that waits on a clock needs the test to advance it; a long-living effect "
                    + "must be cancelled by an action.")
        }
    }

    /// Drops the actions received and not yet asserted, for tests that do not care about them.
    public func skipReceivedActions() async {
        await EffectExecutor.shared.quiet()
        if let last = received.last { expectedState = last.state }
        received.removeAll()
        sharedChanges.forgetChanges()
    }

    /// Cancels every effect still running, for tests that do not care about them.
    public func skipInFlightEffects() async {
        core.effects.cancelAll()
        await Yielding.letOtherTasksRun()
    }

    // MARK: The end of the test

    /// What must hold when the test ends: in exhaustive mode, no action left unreceived and no
    /// effect left running. Running effects are cancelled either way.
    private func completed() {
        if exhaustivity == .on {
            if !received.isEmpty {
                place.report(
                    "The store received \(count(received.count, "unexpected action")) by the end of this "
                        + "test: …\n\nUnhandled actions: \(actionList(received.map(\.action)))\n\n"
                        + "An effect sent these actions back to the store. Assert each with "
                        + "\"await store.receive(…)\", or skip them with \"await store.skipReceivedActions()\".")
            }
            for effect in core.effects.running.values.sorted(by: { $0.tag < $1.tag }) {
                (sendPlaces[effect.tag] ?? place).report(
                    "An effect returned for this action is still running. It must complete before the end "
                        + "of the test. …\n\n  Action: \(ValueDump.inline(effect.action))\n"
                        + "  Effect: \"Effect.run\" at \(effect.run.fileID):\(effect.run.line)\n\n"
                        + "To fix, make every effect this action starts finish before the test ends: wait "
                        + "for it with \"await store.finish()\", advance the clock it sleeps on, or send "
                        + "the action that cancels it.")
            }
        }
        core.effects.cancelAll()
    }

    // MARK: Wording

    private func actionList(_ actions: some Collection<Action>) -> String {
        if actions.count == 1 { return ValueDump.inline(actions.first!) }
        return "[\n" + actions.map { "  " + ValueDump.inline($0) }.joined(separator: ",\n") + "\n]"
    }

    private func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    private func seconds(_ timeout: Duration?) -> String {
        let duration = timeout ?? self.timeout
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.1f seconds", seconds)
    }

    private func showSkipped(_ message: String) {
        if exhaustivity == .off(showSkippedAssertions: true) {
            print("[TestStore] \(message)")
        }
    }
}

/// The test store of a reducer: `TestStoreOf<ContactsFeature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
