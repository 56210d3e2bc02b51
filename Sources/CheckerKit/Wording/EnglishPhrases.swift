extension PhraseBook {
    /// The checker's wording in English. `{1}`, `{2}`, … are the values each phrase carries.
    public static let english = PhraseBook(
        language: .english,
        templates: [
            // The usage text.
            .usageHeader: "Usage: swift run checker [command] [options]",
            .usageForLearners: "While you learn:",
            .usageForAuthors: "For course authors:",
            .usageForInstructors: "For instructors:",
            .usageOptions: "Options:",
            .usageNoCommand: "no command",
            .commandProgress: "your progress, the current exercise and what to do next",
            .commandWatch:
                "check the current exercise every time you save it; keys: h hint, l list, n next, a check all, r reset, q quit",
            .commandList: "every exercise in course order, with each chapter's progress",
            .commandCheck: "check an exercise (the current one when no id is given), or every exercise",
            .commandNext: "check the current exercise and, once it passes, show the next one",
            .commandHint: "show the next hint for an exercise (the current one when no id is given)",
            .commandSolution: "show an exercise's reference solution (asks first when it does not pass yet)",
            .commandReset: "restore an exercise's original stub (your file is backed up first)",
            .commandHelp: "this text",
            .commandVerify:
                "every stub must fail, every solution pass, every variant be judged right, every file be listed",
            .commandReport: "grade the exercise files, fresh (--course DIR grades against a pristine course)",
            .commandDemo: "list the demos, or run one: each step's changes, re-evaluated bodies and screen",
            .commandGraph:
                "a demo's sources of truth and the views that use them, as a Mermaid flowchart (--format dot: in Graphviz's DOT, for `dot -Tsvg`)",
            .optionFormat: "what to print",
            .optionFormatValues: "text (the default), or {1}",
            .optionTimeLimit: "seconds the checks of one exercise may run (default 10)",
            .optionJobs: "exercises compiled at once (default 2)",
            .optionFresh: "check again, ignoring cached results",
            .optionCourse: "the pristine course to grade against",
            .optionSubmission: "where the learner's exercise files are (default: here)",
            .optionOutput: "write the report to this file, atomically, when grading is done",
            .optionAllowUnsandboxed: "grade even where the code under check cannot be sandboxed",
            .optionYes: "answer yes to the question (show a solution before the exercise passes)",
            .optionInterval: "seconds between looks at your files (default 0.2)",
            .optionUpdateLessons: "refresh the demo output embedded in the lessons",
            .optionCheckLessons: "list the demo output embedded in the lessons that is out of date",
            .demoBuildFailed: "Could not build the demos (`swift build --product {1}`):",
            .buildingProduct: "Building {1} (first run, or after they changed; about a minute on a fresh clone)…",
            .builtProduct: "Built {1} in {2} s.",
            .welcomeFirstRun: "Welcome! Preparing the course before the first check.",
            .errorProductNotBuilt: "SwiftPM could not build {1} for the checker. Its last words:\n{2}",
            .otherSwiftPMRunning:
                "Another SwiftPM command (`swift build` or `swift test`) is using this package's build folder, so the checker cannot build it now. Try again when that command has finished.",
            .demoNameNeeded: "Name the demo to draw: `swift run checker graph <name>`.",
            .expectedSeconds: "a number of seconds, for example `{1}`",
            .expectedCount: "a positive number, for example `{1}`",
            .expectedFolder: "a folder, for example `{1}`",
            .expectedFile: "a file, for example `{1}`",

            // Progress, list, check.
            .courseEmpty: "The course has no exercises yet.",
            .progressBar: "{1}/{2} exercises done",
            .everyExercisePasses: "Every exercise passes. Well done!",
            .currentExercise: "Current exercise: {1} — {2} (chapter {3}, {4})",
            .exerciseFile: "File: {1}",
            .exerciseLesson: "Lesson: {1}",
            .progressAfterEditing:
                "When you have edited {1}, run `swift run checker` again (or keep `swift run checker watch` running).",
            .progressStuck: "Stuck? `swift run checker hint {1}` shows a hint.",
            .listChapter: "Chapter {1}: {2} ({3}/{4} done)",
            .listCurrent: "▸ is the current exercise: {1}. `swift run checker check` checks it.",
            .standingDone: "done",
            .standingNotChecked: "not checked yet",
            .standingMissing: "file missing",
            .standingFailed: "failed",
            .standingCompileError: "does not compile",
            .standingCrashed: "crashed",
            .standingTimedOut: "timed out",
            .standingExitedEarly: "ended early",
            .standingCheckerError: "checker error",
            .checkAllSummary: "{1}/{2} exercises pass.",
            .checkAllDetails: "Run `swift run checker check <id>` for the details of one.",
            .resultNoResult: "(no result)",
            .resultNote: "Note:",
            .resultNext: "Next:",
            .resultFixItInsert: "Fix-it: insert `{1}`, so that the line reads",
            .resultFixItReplace: "Fix-it: replace `{1}` with `{2}`, so that the line reads",
            .resultMoreLines: "... ({1} more lines)",
            .quotedBytesDropped: "… {1} bytes dropped",
            .quotedMoreFailures: "… {1} more failures of this check not shown",

            // Next and solution.
            .nextNotYet: "{1} does not pass yet: finish it first (`swift run checker hint {1}` if you are stuck).",
            .nextUp: "Next up:",
            .nextFinished: "That was the last exercise: the whole course passes. Well done!",
            .solutionHeader: "The reference solution of {1} ({2}):",
            .solutionAsk:
                "{1} does not pass yet. Looking at the solution now takes away the puzzle. Show it anyway? [y/N]",
            .solutionNotShown: "Not shown. `swift run checker hint {1}` gives a smaller nudge.",

            // Hints and reset.
            .hintNone: "{1} has no hints. Reread {2} and the examples it points to.",
            .hintSeen: "Hint {1} (seen):",
            .hintNext: "Hint {1} of {2}:",
            .hintLast: "That is the last hint. The solution is in {2}; `swift run checker solution {1}` shows it.",
            .resetUnchanged: "{1} already is the original stub: nothing to restore.",
            .resetDone: "Restored {1} to its original stub.",
            .resetBackup: "Your previous version is backed up at {1}",

            // Verify and report.
            .verifyUnlistedFile: "{1} is listed in no chapter.json, so nothing checks it: list it (or remove it).",
            .verifyUnlistedSummary: "{1} files are listed in no manifest.",
            .verifyAllRight:
                "Verified {1} exercises: every stub fails, every solution passes, and every variant is judged right.",
            .verifyBroken: "{1} of {2} exercises break the rule: {3}.",
            .reportScore: "Score: {1}/{2} exercises pass.",

            // Watch.
            .watchWatching: "Watching {1}: save it to check again.",
            .watchChecking: "Checking {1}…",
            .watchKeys: "h hint · l list · a check all · r reset · q quit",
            .watchKeysPassed: "n next · h hint · l list · a check all · r reset · q quit",
            .watchDone: "✔ {1} is done! Press n for the next exercise.",
            .watchResetAsk: "Reset {1} to its original stub? Your file is backed up first. [y/N]",
            .watchResetCancelled: "Not reset.",
            .watchNothingToDo: "Every exercise passes. Well done! Press q to quit.",
            .watchBye: "Bye! Your progress is saved; `swift run checker watch` picks up where you left off.",
            .watchAnyKey: "Press any key to go back.",
            .watchCheckingAll: "Checking every exercise, in course order…",
            .watchKeysAllDone: "l list · a check all · q quit",
            .watchPlainMode:
                "Output is not a terminal: plain lines; keys, if any, are read from standard input a line at a time. Stop with q or Ctrl-C.",

            // Errors.
            .nothing: "nothing",
            .or: " or ",
            .didYouMean: "Did you mean {1}?",
            .errorUnknownCommand: "Unknown command `{1}`.",
            .errorUnknownOption: "Unknown option {1}.",
            .errorBadOptionValue: "{1} takes {3}, not {2}.",
            .errorOptionNotTaken: "`{1}` does not take {2}. `swift run checker help` lists what each command takes.",
            .errorPrintsNoResults: "`{1}` prints no results, so it has no `--format {2}`; leave the option out.",
            .errorFormatNotOffered: "`{1}` does not print `--format {2}`; it prints {3}.",
            .errorExerciseIDNeeded:
                "`{1}` needs an exercise id, for example `swift run checker {1} <id>`. Run `swift run checker list` to see the ids.",
            .errorUnexpectedArguments: "`{1}` does not take `{2}`.",
            .errorUnknownExercise: "There is no exercise \"{1}\".",
            .errorSeeHelp: "`swift run checker help` lists every command.",
            .errorSeeList: "Run `swift run checker list` to see every id.",
            .errorCompilerNotFound:
                "Cannot find `swiftc` on your PATH. Install the Swift toolchain, or add its `usr/bin` folder to PATH.",
            .compileMachineFailureSummary:
                "Your exercise could not be compiled because of a problem of this machine, not of your code: {1}.",
            .compileMachineFailureAdvice:
                "Nothing from this attempt was remembered: run the check again (the machine may have been too busy). If it keeps happening, close programs that use many processes or much memory.",
            .machineCouldNotStart: "{1} could not be started ({2})",
            .machineKilledBySignal: "{1} was killed by signal {2}",
            .errorRuntimeNotBuilt: "The DataFlow runtime is not built in {1}. Run `swift build` first, then try again.",
            .errorMacroPluginNotBuilt:
                "The macro plugin {1} is not built in {2}. Run `swift build` first, then try again.",
            .errorRuntimeLibraryNotLinked: "Could not link the DataFlow runtime into a shared library.",
            .errorRuntimeLibraryNotStored: "Could not store the DataFlow library in {1}.",
            .errorSymbolToolMissing:
                "The checker needs `nm` (or `llvm-nm`) to inspect the compiled checks, and neither is installed.",
            .errorGradingUnsandboxed:
                "Not grading: the code under check cannot be sandboxed here ({1}), so a submission could reach the grader, the course and other submissions. Install bubblewrap (`apt-get install bubblewrap`) where user namespaces are allowed, or give --allow-unsandboxed to grade anyway.",
            .errorReportNotWritten: "Could not write the report to {1}.",
            .errorSymbolsUnreadable: "The checker could not list the symbols of {1}.",
            .errorEditorDatabase: "Could not write {1} for your editor.",
            .errorResultChannel: "The checker could not open a channel for the checks' results (error {1}).",
            .errorNoShippedStub:
                "The course has no shipped stub for {1} at {2}, so it cannot be restored. Your file was not touched. Get a fresh copy of the course, or tell the course authors.",
            .errorExerciseIsFolder:
                "{1} is a folder, not a file. Move it away (it may hold your work), then run reset again.",
            .errorStubNotWritten: "The stub could not be written to {1}: {2}.",
            .errorBackupSafe: "Your previous file is safe at {1}.",
            .errorBackupFailed:
                "Your file {1} could not be backed up ({2}), so it was left as it is. Copy it somewhere safe yourself, then run reset again.",
            .errorSolutionNeedsConfirmation:
                "{1} does not pass yet, and there is no terminal to ask whether to show its solution anyway. Add `--yes` to show it.",
            .errorSolutionMissing: "The course has no solution for {1} at {2}. Tell the course authors.",
            .courseErrorUnreadable: "Cannot read {1} in {2}. Is the checker running in the workbook's folder?",
            .courseErrorFieldMissing: "{1} is missing the field \"{2}\".",
            .courseErrorWrongType: "{1}: the field \"{2}\" has the wrong type.",
            .courseErrorNotJSON: "{1} is not valid JSON.",
            .courseErrorNoFormatVersion:
                "{1} has no \"format_version\". Add `\"format_version\": {2}` (the course format this checker reads).",
            .courseErrorUnknownFormatVersion:
                "{1} has \"format_version\": {2}, a course format this checker does not read (it reads version {3}). Update the checker, or write the course in a format it reads.",
            .courseErrorDuplicateID: "Two exercises share the id \"{1}\"; every id must be unique.",
            .courseErrorPathUnknown:
                "{1}: exercise \"{2}\" has neither a \"name\" (from which its files follow) nor a \"{3}\" path.",
            .courseErrorPlantedBugsMissing:
                "{1}: exercise \"{2}\" is of kind \"tests\" but names no `plantedBugs` folder.",
            .errorLibraryUnknown:
                "A chapter asks for the library \"{1}\", which the workbook does not have (it has: {2}). Fix the chapter's `libraries` in its chapter.json.",
            .errorLibraryNotBuilt:
                "The {1} library (or its macro plugin {2}) is not built in {3}. Run `swift build` first, then try again.",
            .runProcessLimitReached:
                "Process limit: the code under check tried to start more than {1} processes, and the sandbox's process limit stopped it (a fork bomb, or processes started in a loop).",
            .runProcessLimitAdvice:
                "Remove the code that starts processes from {1}: an exercise never needs to start one, and the checks cannot run while processes fill the sandbox.",
            .learnerFileTooLarge:
                "This file holds {1} KiB; the checker reads an exercise file of at most {2} KiB, and no exercise needs more. Remove what makes it this long (pasted text, generated code), then check again.",
            .learnerFileNotUTF8:
                "The file is not UTF-8 text here: these bytes are no character. Delete the character at this place (or retype it), and save the file as UTF-8.",
            .learnerFileRefusedSummary:
                "Your file could not be read as Swift text; it was not compiled.",
            .learnerFileRefusedAdvice:
                "Fix what the error names in {1}, then check again.",
            .learnerAttributeForbidden:
                "`@{1}` is not allowed in an exercise: no exercise needs it, and it can change what runs before or instead of the checks. Remove it.",
            .learnerImportForbidden:
                "`import {1}` is not allowed in this exercise: it may import only {2}. Remove the import.",
            .learnerTestableImportForbidden:
                "`@testable import {1}` is not allowed in an exercise: what the exercise may use is imported already. Write `import {1}`.",
            .learnerLoadTimeCode:
                "Your file makes code run by itself when its library is loaded or unloaded, outside the checks: {1}. No exercise needs that; remove the attribute that places it there (`@section`, `@_section`, or another).",
            .learnerLibraryUnreadable:
                "The checker could not read the library your file was compiled into, so it cannot tell what would run when it is loaded; the checks were not run.",
            .learnerSourceRulesSummary:
                "Your file uses what no exercise may use; it was not compiled.",
            .learnerSourceRulesAdvice:
                "Remove what the errors name from {1}, then check again.",
            .runChannelSwapped:
                "Integrity: the code under check replaced the checker's results channel (descriptor 3) while the checks ran; the run's results were not trusted.",
            .runChannelSwappedAdvice:
                "Remove the code in {1} that closes or replaces descriptors, then check again.",
            .runSandboxFailedSummary: "The sandbox could not start the checks: {1}",
            .runSandboxFailedAdvice: "This is a problem of the machine, not of your exercise: run the check again.",
            .compileMemoryLimitSummary:
                "Compiling used more than {1} MiB of memory and was stopped.",
            .compileMemoryLimitAdvice:
                "Make {1} smaller: a very large literal (an array or string of thousands of elements) or a long expression without type annotations makes the compiler use a lot of memory.",
            .compileErrorSummary: "Your exercise does not compile.",
            .compileErrorsSummary: "Your exercise does not compile ({1} errors).",
            .compileErrorsAtLeastSummary:
                "Your exercise does not compile (at least {1} errors; the compiler wrote more than the checker reads).",
            .compileErrorAdvice: "Fix the first error, in {1} line {2}, then check again.",
            .causeStateMissing:
                "Line {1} changes a stored property of the view, and a view's properties are constants: a value the view itself changes must be its own `@State` (`@State private var isOn = false`). Chapter 1, section 2.",
            .causeBindingExpected:
                "Line {1} passes a value where a `Binding` is expected: a binding is the owner's state with `$` in front (`$isOn` for `@State var isOn`, or a parent's `@Binding` passed on), so that the control writes the owner's value, not a copy. Chapter 1, section 5, and chapter 2, section 2.",
            .causeValueExpected:
                "Line {1} passes a `Binding` (`$…`) where a plain value is expected: a view that only reads a value takes it as a `let`; drop the `$`. Chapter 2, section 6.",
            .causeObservedObjectOfStruct:
                "Line {1} uses a struct as an observable object: `@ObservedObject`, `@StateObject` and `@EnvironmentObject` hold a class that conforms to `ObservableObject` and announces its changes with `@Published`; declare it `final class …: ObservableObject`. Chapter 3, section 1.",
            .causeStoreStateFromView:
                "Line {1} changes the store's state from a view: in TCA state changes in one place, the reducer. Send an action (`store.send(.incrementButtonTapped)`) and change the state in that action's case. Chapter 5, section 1.",
            .causeEffectCapturesState:
                "Line {1} uses `state` inside an effect: an effect runs after the reducer has returned, when its `inout state` is gone. Capture the values the effect needs (`.run { [number = state.number] send in … }`) and send an action whose case changes the state. Chapter 5, section 2.",
            .causeOverlappingStateAccess:
                "Line {1} reads `state` while it writes `state` in one statement: `@ObservableState` makes the properties computed, so Swift sees two overlapping accesses to `state`. Read the value into a local first (`let isFavorite = state.favoritePrimes.contains(count)`), then assign it. Chapter 7, section 4.",
            .crashInvertedRange:
                "A range `a...b` was made with `a` above `b` in {1}: a loop from 2 up to the square root, `2...Int(Double(p).squareRoot())`, is the range `2...1` for 2 and 3, and Swift stops the program. Answer 2 and 3 before the loop (`if p <= 3 { return p >= 2 }`), or loop while `divisor * divisor <= p`. The check named above says which input it was.",
            .comparisonMissing: "expected but missing: {1}",
            .comparisonUnexpected: "there but not expected: {1}",
            .verdictTimedOut: "The checks ran longer than {1} and were stopped.",
            .verdictTimedOutWhile: "The checks ran longer than {1} and were stopped, while {2} was running.",
            .verdictTimedOutAdvice:
                "Look for an infinite loop (a loop whose condition never changes, a body that changes its own state), or a state change that never happens, so something waits forever.",
            .verdictCrashed: "The program crashed: {1}",
            .verdictCrashedWhile: "The program crashed while {1} was running: {2}",
            .verdictAllPassed: "All {1} checks passed.",
            .verdictSomeFailed: "{1} of {2} checks failed.",
            .verdictReadFirstFailure: "Read the first failure, change {1}, then check again.",
            .verdictNeverReported: "This check never reported a result.",
            .verdictStoppedHere: "Stopped here: still running after {1}.",
            .verdictCrashedHere: "The program crashed during this check.",
            .verdictExitedHere: "The program exited during this check.",
            .verdictSeconds: "{1} seconds",
            .expectationFailed: "Expectation failed: {1}",
            .testsNone: "{1} has no tests yet.",
            .testsNoneAdvice: "Write at least one function marked `@Test` that drives the feature with a TestStore.",
            .testsCatches: "catches {1}: {2}",
            .testsBugSurvived:
                "Every test passed against a feature with this bug: {1}. Write a test whose expectations this mistake breaks.",
            .testsPassAgainstCorrect: "passes against the correct feature: {1}",
            .testsAllCaught: "Your {1} tests pass against the correct feature and catch all {2} planted bugs.",
            .testsSurvivors:
                "Your tests pass against the correct feature, but {1} of {2} planted bugs survive them: {3}.",
            .testsSurvivorsAdvice:
                "For each surviving bug, add an expectation (a state change in `send`, an action to `receive`) that the mistake would break.",
            .testsFailAgainstCorrect: "Your tests fail against the correct feature: {1}",
            .testsFailAgainstCorrectAdvice:
                "A test must pass when the feature is right. Read the first failure: the expectation it names (a state change, an action received) is not what the feature does. Fix the test, not the feature.",
            .compileMustDeclare:
                "The exercise must declare {1} (see {2}).",
            .compileChecksCouldNotUse:
                "The checks could not use your exercise: {1}",
            .compileChecksCannotCompile:
                "The hidden checks cannot compile against your exercise: it does not declare what they use.",
            .compileCompareDeclarations:
                "Compare your declarations with the exercise's instructions.",
            .compileMustDeclareAll:
                "The exercise must declare {1}. Restore any declaration you renamed or removed.",

            // The run's verdict: exits, skips, limits, signals, crash advice.
            .runTampered:
                "The run's results were tampered with or incomplete: {1}.",
            .runTamperedAdvice:
                "Something in {1} interferes with the checks (writing to their channel, ending or repeating the run, declaring checks of its own). Remove it, then check again.",
            .runProblemSeparator:
                "; ",
            .runUndeclaredChecks:
                "checks the course does not declare ({1})",
            .runDeclaredChecksNeverRan:
                "declared checks that never ran ({1})",
            .runChecksRepeated:
                "checks that ran more than once ({1})",
            .runExtraChecks:
                "{1} more checks than the course declares, not read",
            .runNeverEnded:
                "the run never ended",
            .runOutputDropped:
                "Your program printed more than the checker keeps: {1} of its output were dropped.",
            .runChecksCouldNotStart:
                "The checks could not start",
            .runCouldNotStart:
                "The checker could not start the compiled checks (error {1}).",
            .runCouldNotStartAdvice:
                "Run the command again; if it keeps failing, delete the .checker folder.",
            .runNoChecksDeclared:
                "The hidden check file {1} declares no checks.",
            .courseProblemAdvice:
                "This is a problem in the course, not in your exercise: tell the course authors.",
            .runExitedBeforeAnyCheck:
                "The program exited (status {1}) before any check ran.",
            .runExitAdvice:
                "Does your code call `exit()`? Remove that call: the checks must run to completion.",
            .runExitedWhile:
                "The program exited (status {1}) while {2} was running, so {3} of {4} checks never reported a result.",
            .runExitedBefore:
                "The program exited (status {1}) before “{2}” ran, so {3} of {4} checks never reported a result.",
            .runExitedAfterPassing:
                "Every check passed, but the program then exited with status {1}.",
            .runExitAfterPassingAdvice:
                "Does your code call `exit()`? Remove that call.",
            .runCheckSkipped:
                "This check was skipped; every check must run.",
            .runCrashSignal:
                "signal {1} ({2})",
            .runFatalErrorPlace:
                "{1} ({2} line {3})",
            .signalIllegalInstruction:
                "illegal instruction, usually a Swift runtime trap",
            .signalTraceTrap:
                "trace trap, usually a Swift runtime trap",
            .signalAbort:
                "abort",
            .signalBusError:
                "bus error",
            .signalArithmeticError:
                "arithmetic error",
            .signalKilled:
                "killed",
            .signalSegmentationFault:
                "segmentation fault, usually a stack overflow from unbounded recursion",
            .signalBrokenPipe:
                "broken pipe",
            .signalFileSizeLimit:
                "file size limit exceeded",
            .signalOther:
                "signal",
            .crashMemoryLimit:
                "Your code used more memory than a check may ({1} GiB): look for a collection that grows in a loop that never ends.",
            .crashFileSizeLimit:
                "Your code wrote a file larger than a check allows ({1} MiB). The exercises never need to write files: remove that code.",
            .crashStackOverflow:
                "A crash without a message in Swift is most often a stack overflow: a function, a computed property or a `body` that calls itself without end (unbounded recursion). Look for one in {1}.",
            .crashMissingEnvironmentObject:
                "A view read an @EnvironmentObject of type {1} that no view above it provides (the message above names the view). Provide the existing {1}, the one an ancestor owns (its @StateObject), with `.environmentObject(store)` on a view above the reader, in {2}. Do not make a new one there, `.environmentObject({1}())`: the reader would get an object nobody else changes.",
            .crashMissingObservableEnvironment:
                "A view read `@Environment({1}.self)` and no view above it provides a {1} (the message above names the view). An @Observable object is provided with `.environment(object)`, not `.environmentObject`: provide the existing {1}, the one an ancestor owns (its @State), on a view above the reader, in {2}. Do not make a new one there, `.environment({1}())`, and do not make the property optional to silence it: the reader must share the ancestor's object.",
            .crashNilUnwrap:
                "A value was nil where {1} unwrapped it with `!` (or an implicitly unwrapped `Type!`). Find the `!` on the line named above and handle nil: `if let`, `guard let`, or `??` with a fallback.",
            .crashIndexOutOfRange:
                "An index was outside a collection's bounds in {1}: an index past the end, `array[0]` of an empty array, or a count that is one too high. Check the index against `indices` (or use `first`/`last`, which are optional) before reading.",
            .crashPrecondition:
                "A `precondition` or `assert` failed: the program reached a state its author said cannot happen (the message above says which). Find what led {1} there rather than removing the check.",
            .crashUnimplementedDependency:
                "A dependency endpoint with no implementation was called (named above). Give it one where the dependency is defined (its `liveValue`) or where the store is made (`withDependencies: { $0.client.endpoint = { … } }`), in {1}.",
            .crashFatalError:
                "A `fatalError` was reached: its message is above. Find the line in {1} that calls it, and what made the program get there.",
            .crashUnknown:
                "Find what crashed in {1}: a `fatalError`, a force unwrap (`!`) of nil, an index out of range.",
            .outputDroppedMarker:
                "[… {1} of output dropped …]",
            .sizeMegabytes:
                "{1} MB",
            .sizeKilobytes:
                "{1} KB",
            .sizeBytes:
                "{1} bytes",

            // What makes a run's records untrustworthy.
            .channelLastRecordCut:
                "the last record was cut off",
            .channelRecordOne:
                "{1} record",
            .channelRecordMany:
                "{1} records",
            .channelRecordsForged:
                "{1} not sent by the checks",
            .channelRecordsOutOfSequence:
                "{1} out of sequence (repeated or missing)",
            .channelMalformedOne:
                "{1} malformed record",
            .channelMalformedMany:
                "{1} malformed records",
            .channelRecordsUnread:
                "{1} records more than the {2} the checks can send, not read",
            .channelRecordsTooLarge:
                "more than {1} of records",
            .channelRecordsAfterEnd:
                "{1} after the run ended",
            .canaryNotRunAsSent:
                "the checker's canary checks did not run as sent",
            .canaryCasesStarted:
                "{1} canary cases were sent, {2} started",
            .canaryWrongWords:
                "{1} of {2} canary checks did not fail with the words only the checker knows",
            .canaryOtherWords:
                "{1} canary failures in other words",

            // Files, preparation, compiling, name clashes, test-writing runs, submissions.
            .fileMissing:
                "{1} does not exist.",
            .fileIsFolder:
                "{1} is a folder, not a Swift file.",
            .fileIsSymbolicLink:
                "{1} is a symbolic link; an exercise must be a file of its own.",
            .fileNotRegular:
                "{1} is not a regular file.",
            .fileResetAdvice:
                "Run `swift run checker reset {1}` to get the original stub back.",
            .fileResetBacksUpAdvice:
                "Run `swift run checker reset {1}` to get the original stub back (the checker backs up what is there first).",
            .fileCourseIncomplete:
                "The course is incomplete: add the file.",
            .workbookBuildProblemAdvice:
                "This is a problem in the workbook's build or the course, not in your exercise.",
            .exerciseFileUnreadable:
                "A file of this exercise cannot be read: {1}.",
            .prepareFailed:
                "The checker could not prepare the check: {1}",
            .prepareFailedAdvice:
                "Run the command again; if it keeps failing, check that there is free space in {1}.",
            .moduleTraceMissing:
                "The compiler wrote no list of the modules it loaded for {1}.",
            .moduleTraceMissingAdvice:
                "Run the check again; if it keeps failing, check that there is free space in {1}.",
            .examplesFailedSummary:
                "{1} No exercise of this chapter can be checked; your exercise was not compiled.",
            .examplesFailedAdvice:
                "This is a problem in the course, not in your exercise. If you edited a file in {1}, restore it with `git checkout -- {1}`; otherwise tell the course authors.",
            .examplesTimedOut:
                "Compiling the chapter's examples took longer than {1} seconds.",
            .examplesDoNotCompile:
                "The chapter's examples do not compile.",
            .examplesFolderNotCreated:
                "The checker could not create {1}: {2}",
            .examplesLibraryNotStored:
                "The checker could not store the examples' library in {1}.",
            .compileTimedOut:
                "Compiling took longer than {1} seconds and was stopped.",
            .compileTimedOutAdvice:
                "Simplify long expressions in {1}: give the compiler type annotations.",
            .checksNotRunLinked:
                "The checks were not run: your file changes what they call.",
            .linkedForeignSymbols:
                "Your file exports symbols under chosen names ({1}), which would replace functions of the system or of the checker: remove `@_cdecl` and `@_silgen_name`.",
            .linkedForeignMembers:
                "Your file adds {1} in an extension of a type that is not yours, and the checks would call it instead of the real one. Rename it, or remove the extension.",
            .runnerDoesNotCompile:
                "The check runner does not compile with your exercise, but not because of your file.",
            .runnerDoesNotCompileAdvice:
                "This is a problem in the course or the checker, not in your exercise: tell the course authors, with the errors below.",
            .compilerCrashedIn:
                "The Swift compiler crashed while compiling {1}: a bug in the compiler, not an error the compiler reported.",
            .compilerCrashedInAtLine:
                "The Swift compiler crashed while compiling {1} (it was working on {1} line {2}): a bug in the compiler, not an error the compiler reported.",
            .compilerCrashedSummary:
                "The Swift compiler crashed while compiling your exercise.",
            .compilerCrashedReadWarnings:
                "Read the compiler's warnings and errors above, given before it crashed: the code they name is likely what it could not handle. ",
            .compilerCrashedChangeNearLine:
                "Change the code around line {1} in {2}, for example remove a `switch` case that can never be reached or write the same logic another way (if/else instead of a switch, a local variable for a long expression), then check again.",
            .compilerCrashedChangeNearWarnings:
                "Change the code where the warnings above point in {1}, for example remove a `switch` case that can never be reached or write the same logic another way (if/else instead of a switch, a local variable for a long expression), then check again.",
            .compilerFailedSilently:
                "The compiler failed without an error message.",
            .clashRedeclaration:
                "invalid redeclaration of '{1}': the chapter's examples already declare it ({2} line {3})",
            .clashSummaryOne:
                "Your exercise declares `{1}`, a name the chapter's examples already use.",
            .clashSummaryMany:
                "Your exercise declares {1} names the chapter's examples already use.",
            .clashAdvice:
                "Your exercise is compiled with the chapter's examples: give your declaration another name, in {1} line {2}.",
            .testsNotRunLinked:
                "Your tests were not run: your file changes what the runner calls.",
            .testsFeatureDoesNotCompile:
                "The feature the tests are run against ({1}) does not compile: {2}",
            .testsPlantedBugDoesNotCompile:
                "The planted bug {1} does not compile: {2}",
            .testsPlantedBugChangesDeclarations:
                "The planted bug {1} changes the feature's declarations, not only what a function does; a planted bug must keep every declaration (and every `some` type) of {2}.",
            .testsCorrectFeatureNotRun:
                "The correct feature was not run.",
            .testsAgainstPlantedBug:
                "Against the planted bug {1}: {2}",
            .testsAgainstCorrectFeature:
                "Against the correct feature: {1}",
            .testsCourseProblemAdvice:
                "This is a problem in the course, not in your tests: tell the course authors.",
            .subjectUnreadable:
                "the file cannot be read",
            .subjectFolderNotCreated:
                "the checker could not create {1}",
            .subjectNotCopied:
                "the checker could not copy it: {1}",
            .linkRefused:
                "Link refused: {1} is a symbolic link in the submission; {2} was not graded.",
            .linkRefusedAdvice:
                "Submit the exercise as a file of its own, in real folders, not through a symbolic link.",
            .linkIntegrityNote:
                "Integrity: the submission reaches {1} through a symbolic link ({2}).",

            // DataFlow's inspection errors: DataFlow throws them in these English words (see DataFlowError and ViewHost); the checker matches each template and says it in the learner's language.
            .inspectScreenShows:
                "The screen shows:",
            .inspectNotFound:
                "Could not find {1} on screen. {2}",
            .inspectNoneOnScreen:
                "There are no {1} on screen.",
            .inspectOnScreen:
                "{1} on screen: {2}.",
            .inspectLeftScreen:
                "{1} is no longer on screen; find it again after the last update.",
            .inspectCannotGoBack:
                "Cannot go back: no screen is pushed on a navigation container.",
            .inspectNoSheet:
                "Cannot dismiss a sheet: no sheet is presented.",
            .inspectCannotAct:
                "Cannot {1} {2}: {3}.",
            .inspectPickerNoRow:
                "The picker has no row \"{1}\". Its rows are: {2}.",
            .inspectNone:
                "none",
            .inspectNotInNavigation:
                "{1} is not inside a NavigationView or NavigationStack, so following it has nowhere to push its destination. Wrap the screen in NavigationView { ... }.",
            .inspectNoDestination:
                "{1} pushes a value of type {2}, but no navigationDestination(for: {2}.self) is declared inside the navigation stack, so SwiftUI cannot activate the link. Add .navigationDestination(for: {2}.self) { value in ... } to a view inside the stack.",
            .inspectPathCannotHold:
                "{1} pushes a value of type {2}, but the stack's path is {3}, which cannot hold it. Use a NavigationPath to push values of several types.",
            .inspectNoSwipeToDismiss:
                "Cannot swipe away {1}: it has no swipe to dismiss. Tap one of its buttons, or set its binding in code.",
            .inspectSwipeDisabled:
                "Cannot swipe away the sheet: its content has interactiveDismissDisabled(true), so a swipe does nothing. Tap one of its buttons, or set its binding in code.",
            .inspectMoveOutOfRange:
                "Cannot move {1} to offset {2}: the list has {3} rows, so the destination must be between 0 and {4}.",
            .inspectRowIDType:
                "The row {1} has id {2} of type {3}, which is not the type of the list's selection; make the selection's type the rows' id type.",
            .inspectNothingRefreshable:
                "Cannot refresh: nothing on screen is .refreshable { ... }.",
            .inspectNoTabView:
                "Cannot select the tab \"{1}\": no TabView is on screen.",
            .inspectNoTab:
                "The TabView has no tab \"{1}\". Its tabs are: {2}.",
            .inspectTabTagType:
                "The tab \"{1}\" has tag {2} of type {3}, but the TabView's selection is of type {4}; give the tabs tags of the selection's type.",
            .inspectBuiltInInputs:
                "{1} is a built-in view; ask for the inputs of one of your own views, such as .view(MyView.self).",
            .inspectActionTap:
                "tap",
            .inspectActionTapTimes:
                "tap {1} times",
            .inspectActionTypeInto:
                "type into",
            .inspectActionClear:
                "clear",
            .inspectActionToggle:
                "toggle",
            .inspectActionSlide:
                "slide",
            .inspectActionPickFrom:
                "pick from",
            .inspectActionFollow:
                "follow",
            .inspectActionDelete:
                "delete",
            .inspectActionDeleteInEditMode:
                "delete in Edit mode",
            .inspectActionMove:
                "move",
            .inspectActionSelect:
                "select",
            .inspectActionFocus:
                "focus",
            .inspectActionSubmit:
                "submit",
            .inspectActionIncrement:
                "increment",
            .inspectActionDecrement:
                "decrement",
            .inspectActionSetDate:
                "set the date of",
            .inspectActionDrag:
                "drag",
            .inspectActionLongPress:
                "long-press",
            .inspectReasonNotTappable:
                "it is not a button, a link, a toggle or a menu, and no onTapGesture applies to it",
            .inspectReasonNotA:
                "it is not a {1}",
            .inspectReasonHidden:
                "it is hidden",
            .inspectReasonDisabled:
                "it is disabled (a .disabled(true) applies to it)",
            .inspectReasonNilLink:
                "its value is nil, and a link with a nil value does nothing",
            .inspectReasonNotInSelectableList:
                "it is not in a List(selection:)",
            .inspectReasonRowWithoutID:
                "its row has no id: make the rows with ForEach, or give each a .tag(_:)",
            .inspectReasonNotInForEachRow:
                "it is not in a row made by ForEach",
            .inspectReasonNoFocused:
                "no .focused(...) modifier applies to it, so no @FocusState records its focus",
            .inspectReasonNotSubmittable:
                "only a TextField, a SecureField or a search field can be submitted",
            .inspectReasonNotInEditMode:
                "the list is not in Edit mode: tap its EditButton ({1}) first",
            .inspectReasonNoOnDelete:
                "its ForEach has no onDelete(perform:), so rows cannot be deleted. Add {1} to the ForEach (not to the List)",
            .inspectReasonNoOnMove:
                "its ForEach has no onMove(perform:), so rows cannot be moved. Add {1} to the ForEach",
            .inspectReasonNoGesture:
                "no {1} applies to it",
            .inspectPresentationFullScreenCover:
                "a full-screen cover",
            .inspectPresentationAlert:
                "an alert",
            .inspectPresentationConfirmationDialog:
                "an confirmationDialog",
            .inspectPresentationSheet:
                "an sheet",

            // Why a file could not be written; remarks for the instructor.
            .reasonPermissionDenied:
                "permission denied",
            .reasonDiskFull:
                "the disk is full",
            .reasonNoSuchFile:
                "no such file",
            .reasonSystemRefused:
                "the system refused ({1})",
            .integrityFileUses:
                "Integrity: the file {1} ({2}).",
            .integrityStartsProcesses:
                "starts processes",
            .integrityWritesFiles:
                "writes files",
            .integrityReadsCommandLine:
                "reads the command line",
            .integrityReadsProc:
                "reads /proc",
            .integrityRedefinesOperators:
                "redefines operators",
            .integrityExportsSymbols:
                "exports symbols under chosen names",
            .integrityLooksUpSymbols:
                "looks symbols up at run time",
            .integrityUsesDescriptors:
                "uses descriptors directly",

            // The system's reasons, as glibc's strerror says them in English.
            .reasonNoSuchFileOrFolder:
                "no such file or directory",
            .reasonNotPermitted:
                "operation not permitted",
            .reasonNoSpaceLeft:
                "no space left on device",
            .reasonReadOnly:
                "read-only file system",
            .reasonIsFolder:
                "is a directory",

            // Grading reports and the sandbox that isolated the runs (for instructors).
            .reportIsolation:
                "Isolation: {1}",
            .reportFreshSummary:
                "{1} of {2} exercises pass, checked fresh against the course.",
            .reportIntegrityNotes:
                "Integrity notes:",
            .reportAllChecks:
                "all checks",
            .sandboxBubblewrap:
                "bubblewrap sandbox: {1}; new PID, mount, network, IPC and user namespaces; {2}; read-only root, libraries and kernel settings (/proc/sys); {3}{4} processes; private 64 MiB working folder, /tmp and /dev/shm; no network",
            .sandboxOwnUser:
                "each run as its own unprivileged user (never the host's root)",
            .sandboxHostRoot:
                "as the host's root",
            .sandboxCheckerUser:
                "as the checker's user",
            .sandboxNoFilter:
                "no system-call filter",
            .sandboxFilter:
                "a system-call filter (no ptrace, mount, namespaces, BPF, keyrings)",
            .sandboxMemory:
                "{1} MiB of memory, ",
            .sandboxUnprivileged:
                "each run as its own unprivileged user (no namespaces), no capabilities; {1}{2} processes; private working folder; shares the network and sees the process list ({3})",
            .sandboxNone:
                "none: the code under check ran with the checker's user and files ({1})",
            .sandboxNoUserNamespaces:
                "user namespaces unavailable",
            .sandboxUnavailable:
                "no sandbox available",
            .sandboxTurnedOff:
                "turned off with CHECKER_SANDBOX=none",
            .sandboxNamespacesTurnedOff:
                "user namespaces turned off with CHECKER_SANDBOX=user",
            .sandboxNoSetpriv:
                "; setpriv (util-linux) is not installed",
            .sandboxNoBubblewrap:
                "bubblewrap (bwrap) is not installed",
            .sandboxNoNamespaces:
                "bubblewrap cannot create namespaces here",
            .sandboxNoNamespacesBecause:
                "bubblewrap cannot create namespaces here: {1}",

            // Composable's TestStore failures: Composable writes them in these English words (see TestStore); the checker matches each template and says it in the learner's language.
            .storeDismissed:
                "Can't send action to dismissed test store.",
            .storeMustHandle:
                "Must handle {1} before sending an action: …",
            .storeUnhandledActions:
                "Unhandled actions: {1}",
            .storeAssertEachBeforeSending:
                "An effect sent these actions back to the store. Assert each with \"await store.receive(…)\" before sending the next action.",
            .storeAssertEachOrSkip:
                "An effect sent these actions back to the store. Assert each with \"await store.receive(…)\", or skip them with \"await store.skipReceivedActions()\".",
            .storeClosureThrew:
                "The assertion closure threw an error: {1}",
            .storeUnexpectedChange:
                "State was not expected to change, but a change occurred: …",
            .storeChangeMismatch:
                "A state change does not match expectation: …",
            .storeExpectedActual:
                "(Expected: −, Actual: +)",
            .storeExpectedReceived:
                "(Expected: −, Received: +)",
            .storeNoChange:
                "Expected state to change, but no change occurred.",
            .storeOmitClosure:
                "The trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure.",
            .storeReceivedNone:
                "Expected to receive {1}, but received none after {2}.",
            .storeNoEffectRunning:
                "No effect is running: none is left that could send it.",
            .storeEffectsStillRunningMaySend:
                "{1} still running: if one of them sends it later, advance its clock or give \"receive\" a longer \"timeout\".",
            .storeEffectsStillRunningAfter:
                "Expected effects to finish, but {1} still running after {2}: {3}",
            .storeAdvanceOrCancel:
                "An effect that waits on a clock needs the test to advance it; a long-living effect must be cancelled by an action.",
            .storeReceivedByEnd:
                "The store received {1} by the end of this test: …",
            .storeEffectStillRunning:
                "An effect returned for this action is still running. It must complete before the end of the test. …",
            .storeEffectLabelAction:
                "Action: {1}",
            .storeEffectLabelEffect:
                "Effect: \"Effect.run\" at {1}",
            .storeMakeEffectsFinish:
                "To fix, make every effect this action starts finish before the test ends: wait for it with \"await store.finish()\", advance the clock it sleeps on, or send the action that cancels it.",
            .storeTaskStillRunning:
                "Expected the effects of this action to finish, but they were still running after {1}.",
            .storeUnexpectedAction:
                "Received unexpected action: …",
            .storeUnexpectedPayload:
                "Received unexpected action payload: …",
            .storeLabelExpectedMatching:
                "Expected: an action matching {1}",
            .storeLabelExpected:
                "Expected: {1}",
            .storeLabelReceived:
                "Received: {1}",
            .storeAnActionMatching:
                "an action matching {1}",
            .storeSeconds:
                "{1} seconds",
            .storeReceivedActionOne:
                "1 received action",
            .storeReceivedActionMany:
                "{1} received actions",
            .storeEffectOne:
                "1 effect",
            .storeEffectMany:
                "{1} effects",
            .storeUnexpectedActionOne:
                "1 unexpected action",
            .storeUnexpectedActionMany:
                "{1} unexpected actions",

            // Composable's other issues (reducers, dependencies, effects), in its English words.
            .reducerStackReceived:
                "A \"forEach\" on a stack at \"{1}\" received {2}: {3}",
            .reducerStackPopNotOnStack:
                "a pop of a screen that is not on the stack",
            .reducerStackPushSameID:
                "a push with an id already on the stack",
            .reducerStackActionNotOnStack:
                "an action for a screen that is not on the stack",
            .reducerStackMayBePopped:
                "The screen may have been popped already, for example while one of its effects was still running. Cancel its effects when popping it, or check that it is on the stack.",
            .reducerIfCaseLetWrongCase:
                "An \"ifCaseLet\" at \"{1}\" received a child action when the state was another case: …",
            .reducerChildActionNotHandled:
                "The child's action was not handled. Send child actions only while the state is the child's case, and cancel the child's effects when it changes.",
            .reducerCaseScopeWrongCase:
                "A child action was sent while the state was another case: {1} reached {2}. The action was ignored.",
            .dismissNotPresented:
                "A reducer requested dismissal at \"{1}\", but it was not presented. \"dismiss()\" only works in an effect of a feature presented with \"ifLet(\\.$child, action: \\.child)\" (or \"forEach\"), from that feature's own reducer.",
            .dependencyNoTestValue:
                "A dependency has no test implementation, but was used from a test: {1} (its value is a {2}).",
            .dependencyOverride:
                "Dependencies must not use their live implementation in tests. Override it for this test, for example with \"TestStore(initialState:reducer:withDependencies: { $0.<name> = … })\", or give {1} a \"static var testValue\".",
            .unimplementedCalled:
                "Unimplemented: {1} was called.",
            .unimplementedAnEndpoint:
                "an endpoint",
            .unimplementedOverride:
                "Override it in this test, for example in \"withDependencies\" or the test store's dependencies.",
            .effectUnhandledError:
                "An \"Effect.run\" returned from {1} threw an unhandled error: {2}",
            .effectHandleErrors:
                "All non-cancellation errors must be explicitly handled via the \"catch\" parameter on \"Effect.run\", or via a \"do\" block.",

            // A planted bug's file without a first comment.
            .plantedBugNoDescription:
                "no description",

            // What the checker builds with SwiftPM, in its progress line.
            .productRuntime:
                "the DataFlow runtime and its macros",
            .productLibrary:
                "the {1} library and its macros",

            // What DataFlow's queries look for (its ElementQuery descriptions), and the kinds of element.
            .inspectQueryLabelled:
                "a {1} labelled {2}",
            .inspectQueryTitled:
                "a {1} titled {2}",
            .inspectQueryShowing:
                "a {1} showing {2}",
            .inspectQueryWithPrompt:
                "a {1} with prompt {2}",
            .inspectQueryContaining:
                "a {1} containing {2}",
            .inspectQueryValue:
                "a {1} {2}",
            .inspectQueryKind:
                "a {1}",
            .kindButton:
                "button",
            .kindTextField:
                "text field",
            .kindText:
                "text",
            .kindToggle:
                "toggle",
            .kindNavigationLink:
                "navigation link",
            .kindImage:
                "image",
            .kindPicker:
                "picker",
            .kindSlider:
                "slider",
            .kindStepper:
                "stepper",
            .kindMenu:
                "menu",
            .kindLabel:
                "label",
            .kindDatePicker:
                "date picker",
            .kindSecureField:
                "secure field",
            .kindSearchField:
                "search field",
            .kindTextEditor:
                "text editor",
            .kindProgressView:
                "progress view",
            .kindDisclosureGroup:
                "disclosure group",
            .kindTableRow:
                "table row",
            .kindShareLink:
                "share link",
            .kindLabeledContent:
                "labeled content",
            .kindAccessibleElement:
                "element with accessibility label",
            .kindAccessibleElements:
                "elements with an accessibility label",
        ])
}
