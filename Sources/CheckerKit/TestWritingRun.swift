import Foundation

/// One check of an exercise whose learner writes the tests (`"kind": "tests"`): the learner's
/// Swift Testing tests are run against the feature the course gives (the manifest's `check`),
/// where every one must pass, and then against each planted bug (`plantedBugs/bug-*.swift`: the
/// same feature with one mistake), where at least one must fail. A bug whose run passes has
/// survived the learner's tests, and the result names it.
///
/// The feature is compiled alone as the testable module `ExerciseSubject`, which the learner's
/// file imports implicitly (as a test target imports its app with `@testable import`); the
/// learner's tests become `libLearnerExercise.so`, and the runner runs the checks of that module.
/// A planted bug is compiled as the same module, and must have the same interface as the correct
/// feature (it changes bodies, not declarations), so the same runner and the same build of the
/// learner's tests are run with the bugged library in its folder.
struct TestWritingRun {
    let check: CheckRun
    let command: CompileCommand
    let folder: URL
    let start: Date
    /// The learner's file as read into the check's folder (`CheckRun.learnerCopy(in:)`).
    let learnerText: String
    /// The compiler's parse of `learnerText`.
    let learnerSyntax: LearnerSyntax
    /// What the learner's file may import and use.
    let rules: LearnerSourceRules

    private var sources: ExerciseSources { check.sources }
    private var checker: Checker { check.checker }

    /// The versions of the feature, built in the check's folder or restored from the store.
    private var subjects: FeatureSubjects {
        FeatureSubjects(checker: checker, command: command, sources: sources, folder: folder)
    }

    func perform() throws -> ExerciseResult {
        let correct: URL
        switch subjects.build(sources.exercise.checkPath, name: "correct") {
        case .success(let built): correct = built
        case .failure(let problem):
            return courseProblem(Phrase.testsFeatureDoesNotCompile.text(sources.exercise.checkPath, problem.message))
        }
        check.phases.mark("compile the feature under test")
        let declared = DeclaredChecks(source: learnerText)
        if declared.functionNames.isEmpty {
            return ExerciseResult(
                id: sources.exercise.id, status: .failed,
                summary: Phrase.testsNone.text(sources.learnerFile), advice: Phrase.testsNoneAdvice.text(),
                checks: [], compileErrors: [], duration: Date().timeIntervalSince(start))
        }

        // The learner's tests and the runner, built once against the correct feature.
        var command = command
        command.subjectFolder = correct
        let learnerFolder = folder.appending(path: "learner")
        try FileManager.default.createDirectory(at: learnerFolder, withIntermediateDirectories: true)
        let learnerSource = check.learnerCopy(in: folder).path
        if let failure = check.compile(
            command.learnerArguments(source: learnerSource, folder: learnerFolder), source: learnerSource,
            folder: folder, start: start, hiddenChecks: nil)
        {
            return failure
        }
        if let refusal = check.loadedModulesRefused(
            rules: rules, syntax: learnerSyntax, folder: learnerFolder, start: start)
        {
            return refusal
        }
        // The runner: the entry point running the learner's tests (compiled once, `RunnerEntryObject`),
        // linked with the checks' wording as its one source file.
        let wording = folder.appending(path: CheckWording.fileName)
        try CheckWording.source.write(to: wording, atomically: false, encoding: .utf8)
        let entry: URL
        switch try checker.runnerEntries.object(
            checksModule: CompileCommand.learnerModuleName, check: check, command: command, folder: folder, start: start
        )
        {
        case .object(let object): entry = object
        case .failed(let result): return result
        }
        let runner = learnerFolder.appending(path: "check-runner")
        if let failure = check.compile(
            command.runnerArguments(
                sources: [wording.path, entry.path], learnerFolder: learnerFolder, output: runner.path),
            source: nil, folder: folder, start: start, hiddenChecks: nil)
        {
            return failure
        }
        check.phases.mark("compile the learner's tests and the runner")
        let learnerLibrary = learnerFolder.appending(path: "lib\(CompileCommand.learnerModuleName).so")
        let symbols = LinkedSymbols(toolchain: checker.toolchain, allowedMembers: [])
        let problems = try symbols.problems(runnerImports: try symbols.imports(of: runner), library: learnerLibrary)
        if !problems.isEmpty {
            return ExerciseResult(
                id: sources.exercise.id, status: .compileError,
                summary: Phrase.testsNotRunLinked.text(),
                advice: Phrase.learnerSourceRulesAdvice.text(sources.learnerFile),
                checks: [],
                compileErrors: problems.map { CompileError(file: sources.learnerFile, message: $0.message) },
                duration: Date().timeIntervalSince(start))
        }

        // A suite that fails against the correct feature fails whatever the planted bugs do: it is
        // run first, alone, and the bugs are compiled only when it passes (a learner's early
        // checks, tests still failing, do not wait for them). A suite that passes is run again
        // with the bugs, every version in a random order, as below.
        let firstRun = try run(runner: runner, learnerLibrary: learnerLibrary, subject: correct, declared: declared)
        guard firstRun.passed else {
            var result = failedAgainstCorrect(firstRun)
            result.notes = firstRun.notes
            return result
        }

        // Every version of the feature is built first; then each run, the correct feature's and
        // each planted bug's, in a random order, two at a time in bubblewrap (`RunsAtOnce`), in a fresh sandbox
        // with the same paths, environment and arguments: the tests cannot tell which version
        // they are run against.
        func interface(in built: URL) -> Data? {
            FileManager.default.contents(
                atPath: built.appending(path: "\(CompileCommand.subjectModuleName).swiftmodule").path)
        }
        let correctInterface = interface(in: correct)
        // The bugs not stored yet are compiled two at a time, each from a place of its own
        // (`FeatureSubjects.build`); a cold check of the capstone's tests compiled thirteen one
        // after another.
        let bugs = sources.plantedBugs
        let subjects = subjects
        let names = bugs.map { ((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension }
        let built = try RunsAtOnce(order: Array(bugs.indices)).perform { index in
            subjects.build(bugs[index], name: names[index], place: "\(FeatureSubjects.canonicalPlace)-\(index)")
        }
        var versions: [(name: String, what: String, folder: URL)] = []
        for (index, bug) in bugs.enumerated() {
            let what = Self.description(ofBugAt: checker.root.appending(path: bug))
            var outcome = built[index] ?? subjects.build(bug, name: names[index])
            // Compiled elsewhere and different: compiled again from where the feature was.
            if case .success(let folder) = outcome, interface(in: folder) != correctInterface {
                outcome = subjects.build(bug, name: names[index], restoring: false)
            }
            let bugFolder: URL
            switch outcome {
            case .success(let folder): bugFolder = folder
            case .failure(let problem):
                return courseProblem(Phrase.testsPlantedBugDoesNotCompile.text(bug, problem.message))
            }
            guard interface(in: bugFolder) == correctInterface else {
                return courseProblem(
                    Phrase.testsPlantedBugChangesDeclarations.text(bug, sources.exercise.checkPath))
            }
            versions.append((names[index], what, bugFolder))
        }
        check.phases.mark("compile the planted bugs")
        let everyRun = [(name: "correct", what: "", folder: correct)] + versions
        let runs = RunsAtOnce(order: everyRun.indices.shuffled(), sandbox: checker.sandbox)
        let outcomes = try runs.perform { index in
            try run(runner: runner, learnerLibrary: learnerLibrary, subject: everyRun[index].folder, declared: declared)
        }

        // What a run noted (a process limit reached) is noted once, whichever run it was.
        var notes: [String] = []
        for index in everyRun.indices {
            for note in outcomes[index]?.notes ?? [] where !notes.contains(note) { notes.append(note) }
        }
        var result = verdict(outcomes: outcomes, versions: versions)
        result.notes = notes
        return result
    }

    /// The exercise's result from the runs' results (`outcomes[0]` against the correct feature,
    /// `outcomes[n]` against `versions[n - 1]`).
    private func verdict(
        outcomes: [Int: ExerciseResult], versions: [(name: String, what: String, folder: URL)]
    ) -> ExerciseResult {
        // Against the correct feature: every test must pass.
        guard let correctRun = outcomes[0] else { return courseProblem(Phrase.testsCorrectFeatureNotRun.text()) }
        guard correctRun.passed else { return failedAgainstCorrect(correctRun) }

        // Against each planted bug: some test must fail.
        var caught: [CheckOutcome] = []
        var survivors: [String] = []
        for (offset, version) in versions.enumerated() {
            let (name, what) = (version.name, version.what)
            guard let bugRun = outcomes[offset + 1] else { continue }
            if RunVerdict.saysTampered(bugRun.summary) || bugRun.status == .checkerError
                || bugRun.status == .timedOut
            {
                var result = bugRun
                result.summary = Phrase.testsAgainstPlantedBug.text(name, bugRun.summary)
                return result
            }
            if bugRun.passed {
                survivors.append("\(name) (\(what))")
                caught.append(
                    CheckOutcome(
                        name: Phrase.testsCatches.text(name, what), status: .failed,
                        messages: [Phrase.testsBugSurvived.text(what)]))
            } else {
                caught.append(CheckOutcome(name: Phrase.testsCatches.text(name, what), status: .passed, messages: []))
            }
        }
        let againstCorrect = correctRun.checks.map { outcome in
            CheckOutcome(
                name: Phrase.testsPassAgainstCorrect.text(outcome.name), status: outcome.status,
                messages: outcome.messages)
        }
        let total = sources.plantedBugs.count
        let duration = Date().timeIntervalSince(start)
        if survivors.isEmpty {
            return ExerciseResult(
                id: sources.exercise.id, status: .passed,
                summary: Phrase.testsAllCaught.text(correctRun.checks.count, total),
                checks: againstCorrect + caught, compileErrors: [], duration: duration)
        }
        return ExerciseResult(
            id: sources.exercise.id, status: .failed,
            summary: Phrase.testsSurvivors.text(survivors.count, total, survivors.joined(separator: "; ")),
            advice: Phrase.testsSurvivorsAdvice.text(),
            checks: againstCorrect + caught, compileErrors: [], duration: duration)
    }

    /// The access and modification time of every file a run is given (2000-01-01 00:00 UTC).
    static let fileDate = 946_684_800

    /// The first line of a planted bug's file, without its `//` and final full stop: what the bug is.
    /// In Korean, the second line when it is `// ko: …`, the same in Korean.
    static func description(ofBugAt url: URL) -> String {
        let lines = (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n", maxSplits: 2) ?? []
        let korean = lines.count > 1 && lines[1].hasPrefix("// ko: ") ? String(lines[1].dropFirst(7)) : nil
        let chosen = PhraseBook.current.language == .korean ? korean.map { "// " + $0 } : nil
        let text = (chosen ?? lines.first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("//") else { return Phrase.plantedBugNoDescription.text() }
        let description = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
        return description.hasSuffix(".") ? String(description.dropLast()) : description
    }

    /// Runs the learner's tests with the feature in `subject`: the runner, the learner's library
    /// and the feature's library side by side in a folder of their own, named by no version (the
    /// runner's `rpath` is `$ORIGIN`; in the sandbox the folder is always `Sandbox.checkFolder`).
    private func run(
        runner: URL, learnerLibrary: URL, subject: URL, declared: DeclaredChecks
    ) throws -> ExerciseResult {
        let place = folder.appending(path: "runs/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let subjectLibrary = subject.appending(path: "lib\(CompileCommand.subjectModuleName).so")
        // Fresh copies, made in the same order for every run and all dated `Self.fileDate`: a
        // link would show when each version was built (the correct feature before the learner's
        // tests, each planted bug after them), and so which version a run is given.
        for file in [subjectLibrary, learnerLibrary, runner] {
            let destination = place.appending(path: file.lastPathComponent)
            try ExecutableCopy.copy(file.path, to: destination.path)
            chmod(destination.path, 0o755)
            var times = [timespec(tv_sec: Self.fileDate, tv_nsec: 0), timespec(tv_sec: Self.fileDate, tv_nsec: 0)]
            utimensat(AT_FDCWD, destination.path, &times, 0)
        }
        return try check.run(
            place.appending(path: runner.lastPathComponent), libraryFolders: command.runtimeLibraryFolders,
            declared: declared, start: start)
    }

    /// The learner's tests fail against the correct feature: a test must describe what the feature does.
    private func failedAgainstCorrect(_ result: ExerciseResult) -> ExerciseResult {
        var result = result
        switch result.status {
        case .failed where !RunVerdict.saysTampered(result.summary):
            result.summary = Phrase.testsFailAgainstCorrect.text(result.summary)
            result.advice = Phrase.testsFailAgainstCorrectAdvice.text()
        case .crashed, .timedOut, .exitedEarly:
            result.summary = Phrase.testsAgainstCorrectFeature.text(result.summary)
        default:
            break
        }
        return result
    }

    private func courseProblem(_ message: String) -> ExerciseResult {
        ExerciseResult(
            id: sources.exercise.id, status: .checkerError, summary: message,
            advice: Phrase.testsCourseProblemAdvice.text(),
            checks: [], compileErrors: [], duration: Date().timeIntervalSince(start))
    }
}
