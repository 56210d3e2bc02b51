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
        #expect(
            PhraseBook.$current.withValue(.korean) {
                RunVerdict.saysTampered(Phrase.runTampered.text("x"))
            })
    }

    /// Every sentence DataFlow's `ViewHost` and inspection throw (DataFlowError and its callers), as
    /// it throws them.
    static let inspectionErrors = [
        #"Could not find a button labelled "Save" on screen. Button elements on screen: "Cancel", "Done"."#,
        #"Could not find a toggle labelled "Mute" on screen. There are no toggles on screen."#,
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
    ]

    @Test("Every error DataFlow's inspection throws is said in Korean")
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
