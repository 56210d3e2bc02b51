import Foundation

/// Judges a check runner from the records on its results channel and the way the process ended.
/// Every check the check file declares must start and end exactly once and report "passed", in
/// a complete run whose records are all well formed; a check that never reported, a crash, a
/// timeout or an early exit fails, and is named as what it is, and so does a run whose results
/// were tampered with or are incomplete.
struct RunVerdict {
    let exercise: Exercise
    let learnerFile: String
    let timeLimit: Double

    func result(
        events: EventStream, declared: DeclaredChecks, channelProblems: [String], process: FinishedProcess,
        standardError captured: CapturedOutput, duration: Double
    ) -> ExerciseResult {
        var result = judge(
            events: events, declared: declared, process: process, standardError: captured.text, duration: duration)
        let problems = channelProblems + Self.integrityProblems(events: events, declared: declared)
        // Records the runner did not send are tampering however the run then ended: code that forges
        // records may go on writing after the checker has stopped reading and die of a broken pipe
        // (SIGPIPE), and that must not pass off the tampering as a crash.
        if !problems.isEmpty, result.status == .passed || result.status == .failed || !channelProblems.isEmpty {
            result.status = .failed
            result.summary = Phrase.runTampered.text(problems.joined(separator: Phrase.runProblemSeparator.text()))
            result.advice = Phrase.runTamperedAdvice.text(learnerFile)
        }
        if captured.droppedByteCount > 0 {
            result.notes.append(
                Phrase.runOutputDropped.text(CapturedOutput.describe(bytes: captured.droppedByteCount)))
        }
        return result
    }

    /// Whether `summary` says a run's results were tampered with or incomplete, in any language.
    static func saysTampered(_ summary: String) -> Bool {
        Language.allCases.contains { language in
            let template = PhraseBook.book(for: language).text(.runTampered, [])
            let opening = template.components(separatedBy: "{1}")[0]
            return summary.hasPrefix(opening)
        }
    }

    /// What makes a run not complete and well formed: a declared check that did not start and
    /// end exactly once, a check the file does not declare, a run that did not end.
    static func integrityProblems(events: EventStream, declared: DeclaredChecks) -> [String] {
        var problems: [String] = []
        var expected: [String: Int] = [:]
        for name in declared.functionNames { expected[name, default: 0] += 1 }
        var reported: [String: Int] = [:]
        for test in events.tests { reported[DeclaredChecks.baseName(test.functionName), default: 0] += 1 }
        let unknown = events.tests.filter {
            (expected[DeclaredChecks.baseName($0.functionName)] ?? 0)
                < (reported[DeclaredChecks.baseName($0.functionName)] ?? 0)
        }
        if !unknown.isEmpty {
            problems.append(Phrase.runUndeclaredChecks.text(unknown.map(\.functionName).joined(separator: ", ")))
        }
        let missing = expected.filter { (reported[$0.key] ?? 0) < $0.value }.keys.sorted()
        if !missing.isEmpty && events.runEnded {
            problems.append(Phrase.runDeclaredChecksNeverRan.text(missing.joined(separator: ", ")))
        }
        let repeated = events.tests.filter {
            (events.startCounts[$0.id] ?? 0) > 1 || (events.endCounts[$0.id] ?? 0) > 1
        }
        if !repeated.isEmpty {
            problems.append(Phrase.runChecksRepeated.text(repeated.map(\.functionName).joined(separator: ", ")))
        }
        if events.extraTests > 0 {
            problems.append(Phrase.runExtraChecks.text(events.extraTests))
        }
        if !events.tests.isEmpty && !events.runEnded && events.tests.allSatisfy({ events.ended.contains($0.id) }) {
            problems.append(Phrase.runNeverEnded.text())
        }
        return problems
    }

    private func judge(
        events: EventStream, declared: DeclaredChecks, process: FinishedProcess, standardError: String,
        duration: Double
    ) -> ExerciseResult {
        let language = PhraseBook.current.language
        var checks = events.tests.map { test in
            var outcome = outcome(of: test, in: events)
            outcome.name = declared.name(of: test, in: language)
            return outcome
        }
        if !events.unattributedIssues.isEmpty {
            checks.append(
                CheckOutcome(
                    name: Phrase.runChecksCouldNotStart.text(), status: .failed, messages: events.unattributedIssues))
        }
        checks = ReportSizeLimit.capped(checks)
        let running = events.runningTest
        let runningName = running.map { "“\(declared.name(of: $0, in: language))”" }
        var result = ExerciseResult(
            id: exercise.id, status: .failed, summary: "", checks: checks, compileErrors: [], duration: duration)

        switch process.outcome {
        case .timedOut:
            result.status = .timedOut
            result.summary =
                runningName.map { Phrase.verdictTimedOutWhile.text(Self.seconds(timeLimit), $0) }
                ?? Phrase.verdictTimedOut.text(Self.seconds(timeLimit))
            result.advice = Phrase.verdictTimedOutAdvice.text()
        case .signaled(let signal):
            result.status = .crashed
            let reason =
                Self.fatalErrorMessage(in: standardError, learnerFile: learnerFile)
                ?? Phrase.runCrashSignal.text(signal, Self.signalName(signal))
            result.summary =
                runningName.map { Phrase.verdictCrashedWhile.text($0, reason) } ?? Phrase.verdictCrashed.text(reason)
            result.advice = Self.crashAdvice(signal: signal, standardError: standardError, learnerFile: learnerFile)
        case .couldNotStart(let error):
            result.status = .checkerError
            result.summary = Phrase.runCouldNotStart.text(error)
            result.advice = Phrase.runCouldNotStartAdvice.text()
        case .exited(let code):
            judgeExit(code: code, events: events, running: runningName, into: &result)
        }
        if let running, result.status != .passed {
            let shownName = declared.name(of: running, in: language)
            result.checks = result.checks.map { check in
                guard check.name == shownName, check.status == .notReported else { return check }
                var stopped = check
                stopped.messages = [Self.stopNote(for: process.outcome, timeLimit: timeLimit)]
                return stopped
            }
        }
        return result
    }

    private func judgeExit(code: Int32, events: EventStream, running: String?, into result: inout ExerciseResult) {
        let unreported = result.checks.filter { $0.status == .notReported }
        if events.tests.isEmpty {
            if code == 0 && events.runEnded {
                result.status = .checkerError
                result.summary = Phrase.runNoChecksDeclared.text(exercise.checkPath)
                result.advice = Phrase.courseProblemAdvice.text()
            } else {
                result.status = .exitedEarly
                result.summary = Phrase.runExitedBeforeAnyCheck.text(code)
                result.advice = Phrase.runExitAdvice.text()
            }
        } else if !unreported.isEmpty {
            result.status = .exitedEarly
            result.summary =
                running.map { Phrase.runExitedWhile.text(code, $0, unreported.count, result.checks.count) }
                ?? Phrase.runExitedBefore.text(code, unreported[0].name, unreported.count, result.checks.count)
            result.advice = Phrase.runExitAdvice.text()
        } else if result.failedChecks.isEmpty && code == 0 {
            result.status = .passed
            result.summary = Phrase.verdictAllPassed.text(result.checks.count)
        } else if result.failedChecks.isEmpty {
            result.summary = Phrase.runExitedAfterPassing.text(code)
            result.advice = Phrase.runExitAfterPassingAdvice.text()
        } else {
            result.summary = Phrase.verdictSomeFailed.text(result.failedChecks.count, result.checks.count)
            result.advice = Phrase.verdictReadFirstFailure.text(learnerFile)
        }
    }

    private func outcome(of test: EventStream.Test, in events: EventStream) -> CheckOutcome {
        if let messages = events.issues[test.id], !messages.isEmpty {
            let more = events.droppedIssues[test.id].map { [Phrase.quotedMoreFailures.text($0)] } ?? []
            return CheckOutcome(name: test.name, status: .failed, messages: messages + more)
        }
        if events.skipped.contains(test.id) {
            return CheckOutcome(
                name: test.name, status: .skipped, messages: [Phrase.runCheckSkipped.text()])
        }
        if events.ended.contains(test.id) {
            return CheckOutcome(name: test.name, status: .passed, messages: [])
        }
        return CheckOutcome(name: test.name, status: .notReported, messages: [Phrase.verdictNeverReported.text()])
    }

    /// What to look for after a crash: the limit that was hit, a stack overflow, or the usual causes.
    static func crashAdvice(signal: Int32, standardError: String, learnerFile: String) -> String {
        if standardError.contains("failed to allocate") || standardError.contains("Cannot allocate memory") {
            return Phrase.crashMemoryLimit.text(RunLimits.addressSpaceBytes >> 30)
        }
        if signal == SIGXFSZ || standardError.contains("File too large") {
            return Phrase.crashFileSizeLimit.text(RunLimits.fileSizeBytes >> 20)
        }
        if signal == SIGSEGV || signal == SIGBUS {
            return Phrase.crashStackOverflow.text(learnerFile)
        }
        return CrashKind(standardError: standardError).advice(learnerFile: learnerFile)
    }

    /// What the check that was running when the program stopped is told.
    static func stopNote(for outcome: ProcessOutcome, timeLimit: Double) -> String {
        switch outcome {
        case .timedOut: Phrase.verdictStoppedHere.text(seconds(timeLimit))
        case .signaled: Phrase.verdictCrashedHere.text()
        default: Phrase.verdictExitedHere.text()
        }
    }

    /// Swift Testing's wording, trimmed: "Caught error: X" becomes X.
    static func plainMessage(_ message: String) -> String {
        message.hasPrefix("Caught error: ") ? String(message.dropFirst("Caught error: ".count)) : message
    }

    /// Characters of a `fatalError`'s message kept in a summary.
    static let fatalErrorLimit = 300

    /// The text of a `fatalError` (or a runtime trap) from the program's standard error, with the
    /// line when it is in the learner's file.
    static func fatalErrorMessage(in standardError: String, learnerFile: String) -> String? {
        guard let line = standardError.split(separator: "\n").first(where: { $0.contains("Fatal error") }) else {
            return nil
        }
        guard let marker = line.range(of: "Fatal error") else { return nil }
        // The program's own words, cut: a summary is one line.
        let message = String(String(line[marker.lowerBound...]).trimmingSuffix(":").prefix(fatalErrorLimit))
        let location = line[..<marker.lowerBound].split(separator: ":")
        let fileName = learnerFile.split(separator: "/").last.map(String.init) ?? learnerFile
        if location.count >= 2, location[0].hasSuffix("/" + fileName),
            let lineNumber = Int(location[1].trimmingCharacters(in: .whitespaces))
        {
            return Phrase.runFatalErrorPlace.text(message, learnerFile, lineNumber)
        }
        return message
    }

    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: Phrase] = [
            4: .signalIllegalInstruction, 5: .signalTraceTrap, 6: .signalAbort, 7: .signalBusError,
            8: .signalArithmeticError, 9: .signalKilled, 11: .signalSegmentationFault, 13: .signalBrokenPipe,
            25: .signalFileSizeLimit,
        ]
        return (names[signal] ?? .signalOther).text()
    }

    static func seconds(_ value: Double) -> String {
        Phrase.verdictSeconds.text(value == value.rounded() ? "\(Int(value))" : "\(value)")
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
