import Foundation

/// `checker watch`: the learner's loop, as in rustlings. Checks the current exercise, shows the
/// progress bar and the result, and checks again whenever a file the exercise depends on is
/// saved. Single keys: h hint, l list, n next (once it passes), a check all, r reset (asks first),
/// q quit. On a terminal it draws screens in raw mode and restores the terminal on exit, Ctrl-C
/// and SIGTERM; otherwise it prints plain lines (see `WatchScreen`, `WatchSession`).
enum WatchCommand: CheckerCommand {
    static let description = CommandDescription(
        name: "watch", summary: .commandWatch, options: [.timeLimit, .interval])

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        var checker = try context.makeChecker()
        // What a check can leave for later (its folder deleted, the memo saved) is done once its
        // screen is drawn.
        checker.laterWork = LaterWork()
        var loop = WatchLoop(course: try context.course(), checker: checker, context: context)
        return loop.run()
    }
}

/// The watch loop: reads keys and looks at the files as soon as one in their folders is saved
/// (`FileEvents`), and at least every `--interval` seconds, and performs
/// what `WatchSession` decides.
struct WatchLoop {
    let course: Course
    let checker: Checker
    let context: CommandContext
    let terminal: Terminal?
    let screen: WatchScreen
    var session = WatchSession()
    var files = WatchedFiles(paths: [])
    /// Wakes the loop when a file in the folders of `files` is saved.
    var events = FileEvents(folders: [])
    /// The current exercise's latest result.
    var result: ExerciseResult?
    /// The progress the screen shows: read from the cache for every exercise when the loop
    /// starts, moves or checks all, and after each check's screen is drawn; a check updates its
    /// own exercise at once, so that a save's screen does not wait for every other exercise's
    /// inputs to be hashed again.
    var progress: CourseProgress?
    /// A line shown above the next screen (a reset done, a reset cancelled, "finish it first").
    var notice: String?
    /// Whether keys can still come from a standard input that is not a terminal (until its end).
    var plainInputOpen = true
    /// Compiles the planted bugs of the test-writing exercise shown, or of the next one, while
    /// the learner works (`SubjectPrebuild`); those it no longer builds for, stopped, in `retired`.
    var prebuild: SubjectPrebuild?
    var retired: [SubjectPrebuild] = []

    init(course: Course, checker: Checker, context: CommandContext) {
        self.course = course
        self.checker = checker
        self.context = context
        terminal = context.tool.terminal
        screen = WatchScreen(isTerminal: terminal != nil, environment: ProcessInfo.processInfo.environment)
    }

    mutating func run() -> Int32 {
        if let terminal { terminal.enterRawMode() } else { context.output(Phrase.watchPlainMode.text()) }
        defer { terminal?.restore() }
        move(to: firstNotPassing())
        while session.mode != .finished {
            if let key = nextKey(timeout: context.options.interval) { perform(session.press(key)) }
            if files.changed() { perform(session.filesChanged()) }
        }
        for prebuild in retired + [prebuild].compactMap({ $0 }) { prebuild.finish() }
        checker.laterWork?.run()
        context.output(Phrase.watchBye.text())
        return 0
    }

    /// The first exercise in course order that does not pass, checking those not known to pass
    /// (as `checker` with no command does), so a learner starts where they are.
    private func firstNotPassing() -> Exercise? {
        for exercise in course.exercises {
            let sources = context.sources(of: exercise)
            if checker.cachedResult(for: sources)?.passed == true { continue }
            context.output(screen.keys(Phrase.watchChecking.text(exercise.id)))
            if !checker.check(sources).passed { return exercise }
        }
        return nil
    }

    /// The next key, waiting at most `timeout` seconds, and no longer once a file in a watched
    /// folder is saved (`FileEvents`): the caller then looks at the files at once.
    private mutating func nextKey(timeout: Double) -> UInt8? {
        let input = terminal?.input ?? (plainInputOpen ? STDIN_FILENO : nil)
        var descriptors: [pollfd] = []
        if let input { descriptors.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
        if let saved = events.descriptor { descriptors.append(pollfd(fd: saved, events: Int16(POLLIN), revents: 0)) }
        guard !descriptors.isEmpty else {
            usleep(useconds_t(timeout * 1_000_000))
            return nil
        }
        guard poll(&descriptors, nfds_t(descriptors.count), Int32(max(0, timeout * 1000))) > 0 else { return nil }
        if let saved = events.descriptor, descriptors.contains(where: { $0.fd == saved && $0.revents != 0 }) {
            events.drain()
        }
        guard let input, descriptors[0].fd == input, descriptors[0].revents != 0 else { return nil }
        if let terminal { return terminal.readByte(timeout: 0) }
        var byte: UInt8 = 0
        if read(STDIN_FILENO, &byte, 1) != 1 {
            plainInputOpen = false
            return nil
        }
        return byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") ? nil : byte
    }

    private mutating func perform(_ effects: [WatchSession.Effect]) {
        for effect in effects {
            switch effect {
            case .check(let id):
                check(id)
            case .showHint(let id):
                guard let exercise = try? course.exercise(id) else { continue }
                let hint = HintCommand.text(
                    for: exercise, log: HintLog(file: context.tool.cacheDirectory.appending(path: "hints.json")))
                context.output("\n" + hint + "\n" + screen.keys(Phrase.watchAnyKey.text()))
            case .showList:
                let progress = CourseProgress(course: course, checker: checker, context: context)
                context.output(
                    screen.page(ListCommand.text(course: course, progress: progress)) + "\n\n"
                        + screen.keys(Phrase.watchAnyKey.text()))
            case .checkAll:
                progress = nil
                context.output(screen.page(Phrase.watchCheckingAll.text()))
                prebuild?.pause()
                defer { prebuild?.resume() }
                let results = CheckCommand.check(course.exercises, with: checker, context: context)
                let passed = results.filter(\.passed).count
                context.output(
                    "\n" + screen.colored(Phrase.checkAllSummary.text(passed, results.count)) + "\n"
                        + screen.keys(Phrase.watchAnyKey.text()))
                checker.laterWork?.run()
                if let current = session.current, let mine = results.first(where: { $0.id == current }) {
                    result = mine
                    session.checked(current, passed: mine.passed)
                }
            case .askReset(let id):
                context.output("\n" + Phrase.watchResetAsk.text(id))
            case .reset(let id):
                progress = nil
                guard let exercise = try? course.exercise(id) else { continue }
                do {
                    notice = try ResetCommand.text(resetting: exercise, context: context)
                } catch {
                    notice = "\(error)"
                }
                _ = files.changed()
                check(id)
            case .resetCancelled:
                notice = Phrase.watchResetCancelled.text()
                draw()
            case .moveToNext:
                guard let current = session.current.flatMap({ try? course.exercise($0) }) else { continue }
                move(to: CourseProgress(course: course, checker: checker, context: context).nextNotDone(after: current))
            case .notPassedYet(let id):
                notice = Phrase.nextNotYet.text(id)
                draw()
            case .redraw:
                draw()
            case .quit:
                break
            }
        }
    }

    /// Watches `exercise` (nil: every exercise passes) and checks it.
    private mutating func move(to exercise: Exercise?) {
        session.moved(to: exercise?.id)
        result = nil
        progress = nil
        guard let exercise else {
            files = WatchedFiles(paths: [])
            events = FileEvents(folders: [])
            draw()
            return
        }
        files = WatchedFiles(
            paths: context.sources(of: exercise).allFiles.map { context.tool.root.appending(path: $0).path })
        events = FileEvents(paths: files.paths)
        check(exercise.id)
    }

    /// Checks `id` and draws its result.
    private mutating func check(_ id: String) {
        guard let exercise = try? course.exercise(id) else { return }
        if terminal != nil { context.output("\n" + screen.keys(Phrase.watchChecking.text(id))) }
        prebuild?.pause()
        let fresh = checker.check(context.sources(of: exercise))
        session.checked(id, passed: fresh.passed)
        if id == session.current { result = fresh }
        progress = currentProgress.updating(exercise, with: fresh)
        draw()
        checker.laterWork?.run()
        // After the screen: a chapter whose examples this check compiled joins the editor's database.
        context.tool.setUpEditor()
        // Another exercise's file or result may have changed meanwhile: its standing read again.
        let reread = CourseProgress(course: course, checker: checker, context: context)
        if reread.standings != progress?.standings {
            progress = reread
            draw()
        }
        prebuildPlantedBugs()
    }

    /// The progress shown: the one kept, or read from the cache when none is.
    private var currentProgress: CourseProgress {
        progress ?? CourseProgress(course: course, checker: checker, context: context)
    }

    /// Starts (or resumes) compiling the planted bugs of the test-writing exercise the learner is
    /// on, or of the next exercise once this one passes, and stops a prebuild for any other.
    private mutating func prebuildPlantedBugs() {
        var target = session.current.flatMap { try? course.exercise($0) }
        if let current = target, current.kind != .tests {
            target =
                session.currentPasses
                ? currentProgress.nextNotDone(after: current) : nil
        }
        if let target, target.kind == .tests {
            if prebuild?.exerciseID == target.id {
                prebuild?.resume()
                return
            }
            let fresh = SubjectPrebuild(checker: checker, sources: context.sources(of: target))
            fresh.start()
            replacePrebuild(with: fresh)
        } else {
            replacePrebuild(with: nil)
        }
    }

    private mutating func replacePrebuild(with fresh: SubjectPrebuild?) {
        if let prebuild {
            prebuild.stop()
            retired.append(prebuild)
        }
        prebuild = fresh
    }

    /// The current exercise's screen.
    private mutating func draw() {
        let progress = currentProgress
        var lines = [course.title, ProgressText.bar(done: progress.doneCount, total: course.exercises.count)]
        if let notice { lines += ["", notice] }
        notice = nil
        lines.append("")
        guard let id = session.current, let exercise = try? course.exercise(id) else {
            lines += [Phrase.watchNothingToDo.text(), "", Phrase.watchKeysAllDone.text()]
            context.output(screen.page(lines.joined(separator: "\n")))
            return
        }
        lines += ExerciseIntroduction.lines(for: exercise, root: context.tool.root)
        if let result { lines += ["", ResultText.render(result, exercise: exercise)] }
        lines.append("")
        if session.currentPasses { lines.append(Phrase.watchDone.text(exercise.id)) }
        lines.append(Phrase.watchWatching.text(exercise.exercisePath))
        let text = screen.page(lines.joined(separator: "\n"))
        context.output(
            text + "\n" + screen.keys(session.currentPasses ? Phrase.watchKeysPassed.text() : Phrase.watchKeys.text()))
    }
}
