import Foundation
import Testing

@testable import CheckerKit

/// Under a Korean locale every verdict the checker can give is Korean outside code: a crash, a
/// time-out, an early exit, a limit reached, a skipped check, a tampered run, and each of the
/// errors DataFlow's inspection throws, rendered as a learner reads them.
@Suite struct KoreanVerdictTests {
    private static let exercise = Exercise(
        id: "counter", title: "카운터", chapterFolder: "05-Reducers", chapterTitle: "리듀서", chapterNumber: 5,
        exercisePath: "Chapters/05-Reducers/Exercises/Counter.swift", stubPath: "S.swift", solutionPath: "P.swift",
        checkPath: "C.swift", declarations: [], hints: [])
    private static let checks = ["addsOne()", "undoes()"]
    private static let declared = DeclaredChecks(source: "@Test func addsOne() {}\n@Test func undoes() {}\n")

    /// The English sentences in `text`, as the Korean walk finds them, leaving out `ownWords`
    /// (what the Swift runtime itself printed, quoted as it is, like the compiler's words).
    private func english(_ text: String, ownWords: [String] = []) -> [String] {
        CompilingTests.KoreanWalk.englishSentences(in: text, compilerWords: ownWords)
    }

    /// The rendered result of a run in which the channel got `channel` and the process ended with
    /// `outcome` after writing `standardError`, judged under Korean.
    private func rendered(
        _ channel: ChannelFixture, outcome: ProcessOutcome, standardError: String = "", dropped: Int = 0,
        forged: String = ""
    ) -> String {
        PhraseBook.$current.withValue(.korean) {
            let received = CapturedOutput(head: channel.captured.head + Data(forged.utf8))
            let records = ChannelRecords(received, key: channel.key, budget: RecordBudget(declared: Self.declared))
            var captured = CapturedOutput(head: Data(standardError.utf8))
            captured.droppedByteCount = dropped
            let result = RunVerdict(exercise: Self.exercise, learnerFile: Self.exercise.exercisePath, timeLimit: 10)
                .result(
                    events: records.events, declared: Self.declared, channelProblems: records.problems,
                    process: FinishedProcess(outcome: outcome, duration: 1, processGroup: 0),
                    standardError: captured, duration: 1)
            return ResultText.render(result, exercise: Self.exercise)
        }
    }

    /// A run that started both checks and stopped inside the second.
    private func cutShort() -> ChannelFixture {
        var channel = ChannelFixture()
        channel.send(#"{"kind":"event","payload":{"kind":"runStarted"}}"#)
        for name in Self.checks { channel.declare(name) }
        channel.event("testStarted", ChannelFixture.id("addsOne()"))
        channel.event("testEnded", ChannelFixture.id("addsOne()"))
        channel.event("testStarted", ChannelFixture.id("undoes()"))
        return channel
    }

    @Test("A crash with no message (a stack overflow), and one with the runtime's message, are Korean")
    func crash() {
        let overflow = rendered(cutShort(), outcome: .signaled(SIGSEGV))
        #expect(overflow.contains("스택 오버플로"), "\(overflow)")
        #expect(english(overflow).isEmpty, "\(english(overflow))\n\n\(overflow)")
        let trap = "Fatal error: Index out of range"
        let indexed = rendered(cutShort(), outcome: .signaled(SIGILL), standardError: "Swift/Array.swift:418: \(trap)")
        #expect(indexed.contains("인덱스가 컬렉션의 범위를 벗어났습니다"), "\(indexed)")
        #expect(english(indexed, ownWords: [trap]).isEmpty, "\(english(indexed, ownWords: [trap]))\n\n\(indexed)")
    }

    @Test("The advice of every kind of crash is Korean")
    func crashKinds() {
        let kinds: [CrashKind] = [
            .missingEnvironmentObject(type: "SessionStore", observable: false),
            .missingEnvironmentObject(type: "LibraryAccount", observable: true), .nilUnwrap, .indexOutOfRange,
            .invertedRange, .precondition, .unimplementedDependency, .fatalError, .unknown,
        ]
        for kind in kinds {
            let advice = PhraseBook.$current.withValue(.korean) { kind.advice(learnerFile: Self.exercise.exercisePath) }
            #expect(english(advice).isEmpty, "\(kind): \(advice)")
        }
    }

    @Test("A time-out names the check that was running, in Korean")
    func timeOut() {
        let text = rendered(cutShort(), outcome: .timedOut)
        #expect(text.contains("10초보다 오래"), "\(text)")
        #expect(english(text).isEmpty, "\(english(text))\n\n\(text)")
    }

    @Test("An exit before any check, during one, and after all passed is Korean")
    func exits() {
        var nothing = ChannelFixture()
        nothing.send(#"{"kind":"event","payload":{"kind":"runStarted"}}"#)
        var passed = ChannelFixture()
        passed.completeRun(Self.checks)
        for text in [
            rendered(nothing, outcome: .exited(3)), rendered(cutShort(), outcome: .exited(3)),
            rendered(passed, outcome: .exited(3)),
        ] {
            #expect(text.contains("종료 코드 3") || text.contains("종료 코드 3로"), "\(text)")
            #expect(english(text).isEmpty, "\(english(text))\n\n\(text)")
        }
    }

    @Test("The memory and file-size limits, and the signal names, are Korean")
    func limits() {
        let memory = rendered(cutShort(), outcome: .signaled(SIGABRT), standardError: "Cannot allocate memory")
        #expect(memory.contains("GiB"), "\(memory)")
        #expect(english(memory, ownWords: ["Cannot allocate memory"]).isEmpty, "\(memory)")
        let fileSize = rendered(cutShort(), outcome: .signaled(SIGXFSZ))
        #expect(fileSize.contains("MiB"), "\(fileSize)")
        #expect(english(fileSize).isEmpty, "\(english(fileSize))\n\n\(fileSize)")
        for signal in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGKILL, SIGPIPE, SIGUSR1] {
            let name = PhraseBook.$current.withValue(.korean) { RunVerdict.signalName(signal) }
            #expect(english(name).isEmpty && !name.contains("usually"), "\(signal): \(name)")
        }
    }

    @Test("A skipped check, dropped output and a tampered run are Korean")
    func integrity() {
        var skipped = ChannelFixture()
        skipped.send(#"{"kind":"event","payload":{"kind":"runStarted"}}"#)
        for name in Self.checks { skipped.declare(name) }
        skipped.event("testStarted", ChannelFixture.id("addsOne()"))
        skipped.event("testEnded", ChannelFixture.id("addsOne()"))
        skipped.event("testSkipped", ChannelFixture.id("undoes()"))
        skipped.send(#"{"kind":"event","payload":{"kind":"runEnded"}}"#)
        var complete = ChannelFixture()
        complete.completeRun(Self.checks)
        let forgery = "0000 99 {\"kind\":\"event\"}\nhalf a record"
        for text in [
            rendered(skipped, outcome: .exited(0)), rendered(complete, outcome: .exited(0), forged: forgery),
            rendered(cutShort(), outcome: .timedOut, dropped: 5_000_000),
        ] {
            #expect(english(text).isEmpty, "\(english(text))\n\n\(text)")
        }
        let tampered = rendered(complete, outcome: .exited(0), forged: forgery)
        #expect(tampered.contains("조작"), "\(tampered)")
    }

    @Test("A tampered run judged in Korean is not trusted by the grading report either")
    func tamperedReport() {
        var complete = ChannelFixture()
        complete.completeRun(Self.checks)
        let result = PhraseBook.$current.withValue(.korean) {
            let received = CapturedOutput(head: complete.captured.head + Data("0000 99 {}\n".utf8))
            let records = ChannelRecords(received, key: complete.key, budget: RecordBudget(declared: Self.declared))
            return RunVerdict(exercise: Self.exercise, learnerFile: Self.exercise.exercisePath, timeLimit: 10).result(
                events: records.events, declared: Self.declared, channelProblems: records.problems,
                process: FinishedProcess(outcome: .exited(0), duration: 1, processGroup: 0),
                standardError: CapturedOutput(), duration: 1)
        }
        let graded = GradedExercise(exercise: Self.exercise, result: result, declaredChecks: Self.declared)
        #expect(!graded.checks.isEmpty && graded.checks.allSatisfy { !$0.passed }, "\(graded.checks)")
        #expect(graded.checks.allSatisfy { $0.output.hasPrefix(result.summary) }, "\(graded.checks)")
    }

    /// Every sentence DataFlow's `ViewHost` and inspection throw (DataFlowError and its callers), and
    /// every one Composable's TestStore, reducers and dependencies report, as they write them.
    static let inspectionErrors = [
        #"Could not find a button labelled "Save" on screen. Button elements on screen: "Cancel", "Done"."#,
        #"Could not find a toggle labelled "Mute" on screen. There are no toggles on screen."#,
        #"Could not find a date picker on screen. There are no date pickers on screen."#,
        #"Could not find a text containing "Score" on screen. Texts on screen: "Total"."#,
        #"Could not find a table row showing "Milk" on screen. There are no table rows on screen."#,
        #"Could not find a search field with prompt "Find" on screen. There are no search fields on screen."#,
        #"Could not find an image "star" on screen. Images on screen: "heart"."#,
        #"Could not find a labeled content "Total" on screen. There are no labeled contents on screen."#,
        #"Could not find an element with accessibility label "Play" on screen. There are no elements with an accessibility label on screen."#,
        #"Could not find a VStack on screen. There are no VStack elements on screen."#,
        "The screen shows:",
        #"Button "Save" is no longer on screen; find it again after the last update."#,
        #"Cannot tap Text "Score: 3": it is not a button, a link, a toggle or a menu, and no onTapGesture applies to it."#,
        #"Cannot toggle Button "Mute": it is not a Toggle."#,
        #"Cannot slide Text "x": it is not a Slider."#,
        #"Cannot pick from Text "x": it is not a Picker."#,
        #"Cannot type into Button "x": it is not a TextField."#,
        #"Cannot clear Button "x": it is not a TextField."#,
        #"Cannot follow Button "x": it is not a NavigationLink."#,
        #"Cannot increment Text "x": it is not a Stepper."#,
        #"Cannot decrement Text "x": it is not a Stepper."#,
        #"Cannot set the date of Text "x": it is not a DatePicker."#,
        #"Cannot tap Button "Save": it is hidden."#,
        #"Cannot tap Button "Save": it is disabled (a .disabled(true) applies to it)."#,
        #"Cannot follow NavigationLink "Song": its value is nil, and a link with a nil value does nothing."#,
        #"Cannot select Text "Row": it is not in a List(selection:)."#,
        #"Cannot select Text "Row": its row has no id: make the rows with ForEach, or give each a .tag(_:)."#,
        #"Cannot delete Text "Row": it is not in a row made by ForEach."#,
        #"Cannot delete Text "Row": its ForEach has no onDelete(perform:), so rows cannot be deleted. Add .onDelete { offsets in items.remove(atOffsets: offsets) } to the ForEach (not to the List)."#,
        #"Cannot move Text "Row": its ForEach has no onMove(perform:), so rows cannot be moved. Add .onMove { from, to in items.move(fromOffsets: from, toOffset: to) } to the ForEach."#,
        #"Cannot delete in Edit mode Text "Row": the list is not in Edit mode: tap its EditButton (host.tap(.button("Edit"))) first."#,
        #"Cannot focus TextField "Name": no .focused(...) modifier applies to it, so no @FocusState records its focus."#,
        #"Cannot submit Button "x": only a TextField, a SecureField or a search field can be submitted."#,
        #"Cannot tap 2 times Text "x": no onTapGesture(count: 2) applies to it."#,
        #"Cannot drag Text "x": no gesture(DragGesture()) applies to it."#,
        #"Cannot long-press Text "x": no onLongPressGesture applies to it."#,
        #"The picker has no row "Blue". Its rows are: "Red", "Green"."#,
        #"The picker has no row "Blue". Its rows are: none."#,
        "Cannot go back: no screen is pushed on a navigation container. The screen shows:",
        "Cannot dismiss a sheet: no sheet is presented.",
        #"NavigationLink "Song" is not inside a NavigationView or NavigationStack, so following it has nowhere to push its destination. Wrap the screen in NavigationView { ... }."#,
        #"NavigationLink "Song" pushes a value of type Song, but no navigationDestination(for: Song.self) is declared inside the navigation stack, so SwiftUI cannot activate the link. Add .navigationDestination(for: Song.self) { value in ... } to a view inside the stack."#,
        #"NavigationLink "Song" pushes a value of type Song, but the stack's path is [Int], which cannot hold it. Use a NavigationPath to push values of several types."#,
        "Cannot swipe away a full-screen cover: it has no swipe to dismiss. Tap one of its buttons, or set its binding in code.",
        "Cannot swipe away an alert: it has no swipe to dismiss. Tap one of its buttons, or set its binding in code.",
        "Cannot swipe away the sheet: its content has interactiveDismissDisabled(true), so a swipe does nothing. Tap one of its buttons, or set its binding in code.",
        #"Cannot move Text "Row" to offset 7: the list has 3 rows, so the destination must be between 0 and 3."#,
        #"The row Text "Row" has id 3 of type Int, which is not the type of the list's selection; make the selection's type the rows' id type."#,
        "Cannot refresh: nothing on screen is .refreshable { ... }. The screen shows:",
        #"Cannot select the tab "Library": no TabView is on screen. The screen shows:"#,
        #"The TabView has no tab "Library". Its tabs are: "Home", "Search"."#,
        #"The tab "Library" has tag 2 of type Int, but the TabView's selection is of type Tab; give the tabs tags of the selection's type."#,
        "Text is a built-in view; ask for the inputs of one of your own views, such as .view(MyView.self).",
        "  ... (12 more lines)",
        // Composable's TestStore and its other issues.
        "Can't send action to dismissed test store.",
        "Must handle 2 received actions before sending an action: …",
        "Unhandled actions: .response(42)",
        #"An effect sent these actions back to the store. Assert each with "await store.receive(…)" before sending the next action."#,
        #"An effect sent these actions back to the store. Assert each with "await store.receive(…)", or skip them with "await store.skipReceivedActions()"."#,
        "The assertion closure threw an error: CancellationError()",
        "State was not expected to change, but a change occurred: …",
        "A state change does not match expectation: …",
        "(Expected: −, Actual: +)",
        "(Expected: −, Received: +)",
        "Expected state to change, but no change occurred.",
        "The trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure.",
        "Expected to receive .response(42), but received none after 1.0 seconds.",
        #"Expected to receive an action matching \.delegate.saved, but received none after 1.0 seconds."#,
        "No effect is running: none is left that could send it.",
        #"2 effects still running: if one of them sends it later, advance its clock or give "receive" a longer "timeout"."#,
        "Expected effects to finish, but 1 effect still running after 1.0 seconds: .loadButtonTapped",
        "An effect that waits on a clock needs the test to advance it; a long-living effect must be cancelled by an action.",
        "The store received 1 unexpected action by the end of this test: …",
        "An effect returned for this action is still running. It must complete before the end of the test. …",
        "  Action: .loadButtonTapped",
        #"  Effect: "Effect.run" at VoteFeature.swift:31"#,
        #"To fix, make every effect this action starts finish before the test ends: wait for it with "await store.finish()", advance the clock it sleeps on, or send the action that cancels it."#,
        "Expected the effects of this action to finish, but they were still running after 1.0 seconds.",
        "Received unexpected action: …",
        "Received unexpected action payload: …",
        #"  Expected: an action matching \.delegate.saved"#,
        "  Expected: .response(42)",
        "  Received: .response(43)",
        #"A "forEach" on a stack at "Songs/SongStack.swift:40" received a pop of a screen that is not on the stack: .popFrom(id: 3)"#,
        "The screen may have been popped already, for example while one of its effects was still running. Cancel its effects when popping it, or check that it is on the stack.",
        #"An "ifCaseLet" at "Feature.swift:12" received a child action when the state was another case: …"#,
        "The child's action was not handled. Send child actions only while the state is the child's case, and cancel the child's effects when it changes.",
        "A child action was sent while the state was another case: .child(.tap) reached .other. The action was ignored.",
        #"A reducer requested dismissal at "Editor.swift:20", but it was not presented. "dismiss()" only works in an effect of a feature presented with "ifLet(\.$child, action: \.child)" (or "forEach"), from that feature's own reducer."#,
        "A dependency has no test implementation, but was used from a test: NumberFactClient (its value is a NumberFactClient).",
        #"Dependencies must not use their live implementation in tests. Override it for this test, for example with "TestStore(initialState:reducer:withDependencies: { $0.<name> = … })", or give NumberFactClient a "static var testValue"."#,
        "Unimplemented: NumberFactClient.fetch was called.",
        #"Override it in this test, for example in "withDependencies" or the test store's dependencies."#,
        "An \"Effect.run\" returned from Feature.swift:30 threw an unhandled error: URLError(-1)",
        #"All non-cancellation errors must be explicitly handled via the "catch" parameter on "Effect.run", or via a "do" block."#,
    ]

    @Test("Every error DataFlow's inspection throws, and every failure Composable reports, is said in Korean")
    func inspectionErrors() {
        for error in Self.inspectionErrors {
            let korean = PhraseBook.$current.withValue(.korean) { RuntimeErrorWording.localized(error) }
            #expect(korean != error, "left in English: \(error)")
            #expect(english(korean).isEmpty && !korean.contains("Cannot "), "\(error)\n→ \(korean)")
        }
        let english = PhraseBook.$current.withValue(.english) {
            RuntimeErrorWording.localized(Self.inspectionErrors[4])
        }
        #expect(english == Self.inspectionErrors[4])
    }
}
