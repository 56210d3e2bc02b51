import Foundation
import Testing

@testable import CheckerKit

/// Advice that names the cause: a crash's advice fits what the runtime said, and a compiler crash
/// shows what the compiler said about the learner's file before it crashed.
@Suite struct CrashAdviceTests {
    static let file = "Chapters/04-Environment/Exercises/SettingsRoot.swift"

    @Test("A missing environment object: the type, the existing object from an ancestor, not a new one")
    func missingEnvironmentObject() {
        let output =
            "DataFlow/EnvironmentObject.swift:64: Fatal error: DataFlow runtime error: No ObservableObject of type SessionStore found. A View.environmentObject(_:) for SessionStore may be missing as an ancestor of this view. SignOutRow declares `@EnvironmentObject var session: SessionStore`, but no view above it provides one."
        let kind = CrashKind(standardError: output)
        #expect(kind == .missingEnvironmentObject(type: "SessionStore", observable: false))
        let advice = RunVerdict.crashAdvice(signal: SIGILL, standardError: output, learnerFile: Self.file)
        #expect(advice.contains("SessionStore") && advice.contains("existing"))
        #expect(advice.contains("`.environmentObject(store)`"))
        #expect(!advice.contains("force unwrap"), "The generic advice is not for this crash: \(advice)")
    }

    @Test("A missing @Observable object is provided with .environment(object), and not made optional")
    func missingObservable() {
        let output =
            "Fatal error: DataFlow runtime error: No Observable object of type LibraryAccount found. A View.environmentObject(_:) for LibraryAccount may be missing as an ancestor of this view."
        #expect(CrashKind(standardError: output) == .missingEnvironmentObject(type: "LibraryAccount", observable: true))
        let advice = CrashKind(standardError: output).advice(learnerFile: Self.file)
        #expect(advice.contains("`.environment(object)`") && advice.contains("@Environment(LibraryAccount.self)"))
        #expect(advice.contains("do not make the property optional"))
    }

    @Test("Each crash kind gets its own advice")
    func kinds() {
        let cases: [(String, CrashKind, String)] = [
            ("Fatal error: Unexpectedly found nil while unwrapping an Optional value", .nilUnwrap, "`if let`"),
            ("Fatal error: Index out of range", .indexOutOfRange, "bounds"),
            (
                "Swift/ClosedRange.swift:347: Fatal error: Range requires lowerBound <= upperBound", .invertedRange,
                "`2...1` for 2 and 3"
            ),
            ("Precondition failed: count must be positive", .precondition, "precondition"),
            ("Unimplemented: NumberFactClient.fetch was called", .unimplementedDependency, "withDependencies"),
            ("Fatal error: not written yet", .fatalError, "`fatalError`"),
            ("", .unknown, "force unwrap"),
        ]
        var advices: Set<String> = []
        for (output, kind, phrase) in cases {
            #expect(CrashKind(standardError: output) == kind, "\(output)")
            let advice = PhraseBook.$current.withValue(.english) {
                CrashKind(standardError: output).advice(learnerFile: Self.file)
            }
            #expect(advice.contains(phrase), "\(kind): \(advice)")
            advices.insert(advice)
        }
        #expect(advices.count == cases.count)
    }

    @Test("A compiler crash shows the compiler's warning on the learner's file, says it crashed, and names the line")
    func compilerCrash() throws {
        let root = URL(filePath: "/w")
        let learner = "/w/Chapters/05-Reducers/Exercises/PlaylistSave.swift"
        let output = """
            \(learner):71:18: warning: case is already handled by previous patterns; consider removing it
                        case .addSong(.presented(.saveButtonTapped)):
                             ^
            <unknown>:0: error: fatal error encountered during compilation; please submit a bug report (https://swift.org/contributing/#reporting-bugs)
            Stack dump:
            0.	Program arguments: swift-frontend -frontend -c \(learner)
            1.	While emitting SIL for 'body' (at \(learner):64:9)
            """
        let exercise = Exercise(
            id: "reducers-parent-save-cancel", title: "Save", chapterFolder: "05-Reducers", chapterTitle: "Reducers",
            chapterNumber: 5, exercisePath: "Chapters/05-Reducers/Exercises/PlaylistSave.swift", stubPath: "S.swift",
            solutionPath: "P.swift", checkPath: "C.swift", declarations: [], hints: [])
        let result = CompileFailureExplanation(exercise: exercise, learnerFile: exercise.exercisePath, root: root)
            .result(compilerOutput: output, duration: 0)
        #expect(result.summary.contains("compiler crashed"))
        let first = try #require(result.compileErrors.first)
        #expect(first.line == 71 && first.message.hasPrefix("warning: case is already handled"))
        let last = try #require(result.compileErrors.last)
        #expect(last.line == 64 && last.message.contains("crashed"))
        #expect(result.advice?.contains("around line 64") == true)
        #expect(!result.compileErrors.contains { $0.line == 0 })
    }

    @Test("An error in the runner's generated entry point is the checker's, never blamed on the learner's file")
    func entryPointErrorIsNotTheLearners() throws {
        let root = URL(filePath: "/w")
        let entry = "/w/.checker/runs/passing-1/CheckRunnerEntry.swift"
        let output = """
            \(entry):48:13: error: optional type 'String?' cannot be used as a boolean; test for '== nil' instead
                    if !sandboxed && getppid() == 1 { exit(88) }
                        ^
            """
        let exercise = Exercise(
            id: "passing", title: "Passing", chapterFolder: "01-Basics", chapterTitle: "Basics", chapterNumber: 1,
            exercisePath: "Chapters/01-Basics/Exercises/Passing.swift", stubPath: "S.swift", solutionPath: "P.swift",
            checkPath: "C.swift", declarations: [], hints: [])
        var explanation = CompileFailureExplanation(exercise: exercise, learnerFile: exercise.exercisePath, root: root)
        explanation.learnerCodeCompiled = false
        let result = explanation.result(compilerOutput: output, duration: 0)
        #expect(result.summary == Phrase.runnerDoesNotCompile.text())
        #expect(result.advice == Phrase.runnerDoesNotCompileAdvice.text())
        #expect(!result.compileErrors.contains { $0.file == exercise.exercisePath }, "\(result.compileErrors)")
        #expect(result.compileErrors.first?.line == 48)
    }

    @Test("Ordinary compile errors are not taken for a compiler crash")
    func ordinaryErrors() {
        #expect(CompilerCrash(output: "/w/A.swift:3:1: error: expected '}'", learnerPath: "/w/A.swift") == nil)
    }
}
