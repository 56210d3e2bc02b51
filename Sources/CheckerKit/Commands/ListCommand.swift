import Foundation

/// `checker list`: every exercise in course order, chapter by chapter with the chapter's
/// progress, each with its standing from the cache (nothing is compiled).
enum ListCommand: CheckerCommand {
    static let description = CommandDescription(name: "list", summary: .commandList, formats: [.json])

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        let course = try context.course()
        let checker = try context.makeChecker()
        let progress = CourseProgress(course: course, checker: checker, context: context)
        if context.options.json {
            context.output(ListReport(course: course, progress: progress).encoded())
            return 0
        }
        context.output(text(course: course, progress: progress))
        return 0
    }

    /// The list as text: chapter headings with their progress, a line per exercise.
    static func text(course: Course, progress: CourseProgress) -> String {
        let idWidth = course.exercises.map(\.id.count).max() ?? 0
        let standingWidth = 24
        var lines = [course.title, ProgressText.bar(done: progress.doneCount, total: course.exercises.count)]
        var chapter = ""
        let current = progress.current
        for (exercise, standing) in zip(course.exercises, progress.standings) {
            if exercise.chapterFolder != chapter {
                chapter = exercise.chapterFolder
                let count = progress.chapterCount(chapter)
                lines.append(
                    "\n"
                        + Phrase.listChapter.text(
                            exercise.chapterNumber, exercise.localizedChapterTitle, count.done, count.total))
            }
            let marker = exercise.id == current?.id ? "▸" : " "
            lines.append(
                " \(marker) \(exercise.id.padding(toLength: idWidth, withPad: " ", startingAt: 0))  "
                    + text(of: standing).padding(toLength: standingWidth, withPad: " ", startingAt: 0) + "  "
                    + exercise.localizedTitle)
        }
        if let current { lines.append("\n" + Phrase.listCurrent.text(current.id)) }
        return lines.joined(separator: "\n")
    }

    /// How an exercise failed, in words.
    static func failure(_ status: ExerciseResult.Status) -> String {
        switch status {
        case .passed: Phrase.standingDone.text()
        case .failed: Phrase.standingFailed.text()
        case .compileError: Phrase.standingCompileError.text()
        case .crashed: Phrase.standingCrashed.text()
        case .timedOut: Phrase.standingTimedOut.text()
        case .exitedEarly: Phrase.standingExitedEarly.text()
        case .missingFile: Phrase.standingMissing.text()
        case .checkerError: Phrase.standingCheckerError.text()
        }
    }

    static func text(of standing: CourseProgress.Standing) -> String {
        switch standing {
        case .done: "✔ " + Phrase.standingDone.text()
        case .failed(let status): "✘ " + failure(status)
        case .notChecked: "· " + Phrase.standingNotChecked.text()
        case .missing: "✘ " + Phrase.standingMissing.text()
        }
    }
}

/// `list --format json`: each exercise with its chapter and standing.
struct ListReport: Codable {
    struct Entry: Codable {
        var id: String
        var title: String
        var chapter: String
        var file: String
        /// `done`, `not-checked`, `missing`, or the failed result's status.
        var standing: String
        var current: Bool
    }
    var command = "list"
    var done: Int
    var total: Int
    var exercises: [Entry]

    init(course: Course, progress: CourseProgress) {
        done = progress.doneCount
        total = course.exercises.count
        let current = progress.current?.id
        exercises = zip(course.exercises, progress.standings).map { exercise, standing in
            let word: String
            switch standing {
            case .done: word = "done"
            case .failed(let status): word = status.rawValue
            case .notChecked: word = "not-checked"
            case .missing: word = "missing"
            }
            return Entry(
                id: exercise.id, title: exercise.title, chapter: exercise.chapterFolder, file: exercise.exercisePath,
                standing: word, current: exercise.id == current)
        }
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
