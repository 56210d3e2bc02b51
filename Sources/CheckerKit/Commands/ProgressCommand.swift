import Foundation

/// `checker` with no command: re-checks the first exercise not known to pass (moving on while it
/// passes), then shows the progress bar, the current exercise, its result and what to do next.
enum ProgressCommand: CheckerCommand {
    static let description = CommandDescription(
        name: "", summary: .commandProgress, options: [.timeLimit, .jobs, .fresh], formats: [.json])

    static func run(_ invocation: Invocation, in context: CommandContext) throws -> Int32 {
        let course = try context.course()
        guard !course.exercises.isEmpty else {
            context.output(course.title + "\n" + Phrase.courseEmpty.text())
            return 0
        }
        // A fresh clone: show the course and the first exercise before SwiftPM builds the runtime.
        let showedCourse = !context.options.json && context.tool.runtimeNeedsBuilding
        if showedCourse {
            let first = course.exercises[0]
            context.output(
                ([course.title, Phrase.welcomeFirstRun.text(), ""]
                    + ExerciseIntroduction.lines(for: first, root: context.tool.root)).joined(separator: "\n"))
        }
        let checker = try context.makeChecker()
        var current: (Exercise, ExerciseResult)?
        for exercise in course.exercises {
            let sources = context.sources(of: exercise)
            if checker.cachedResult(for: sources)?.passed == true { continue }
            let result = checker.check(sources)
            if !result.passed {
                current = (exercise, result)
                break
            }
        }
        let progress = CourseProgress(course: course, checker: checker, context: context)
        if context.options.json {
            let entries = current.map { [JSONReport.Entry($0.1, exercise: $0.0, file: $0.0.exercisePath)] } ?? []
            var report = JSONReport(command: "progress", passed: current == nil, exercises: entries)
            report.done = progress.doneCount
            report.total = course.exercises.count
            context.output(report.encoded())
            return current == nil ? 0 : 1
        }
        var lines = [course.title, ProgressText.bar(done: progress.doneCount, total: course.exercises.count), ""]
        if showedCourse { lines.removeFirst() }
        guard let (exercise, result) = current else {
            lines.append(Phrase.everyExercisePasses.text())
            context.output(lines.joined(separator: "\n"))
            return 0
        }
        if !(showedCourse && exercise.id == course.exercises[0].id) {
            lines += ExerciseIntroduction.lines(for: exercise, root: context.tool.root)
        }
        lines += [
            "",
            ResultText.render(result, exercise: exercise),
            "",
            Phrase.progressAfterEditing.text(exercise.exercisePath),
            Phrase.progressStuck.text(exercise.id),
        ]
        context.output(lines.joined(separator: "\n"))
        return 1
    }
}

/// The lines that introduce an exercise: its id, title and chapter, its file, and its lesson.
enum ExerciseIntroduction {
    static func lines(for exercise: Exercise, root: URL) -> [String] {
        var lines = [
            Phrase.currentExercise.text(
                exercise.id, exercise.localizedTitle, exercise.chapterNumber, exercise.localizedChapterTitle),
            Phrase.exerciseFile.text(exercise.exercisePath),
        ]
        let lesson = ChapterLayout(folder: exercise.chapterFolder).lesson
        if FileManager.default.fileExists(atPath: root.appending(path: lesson).path) {
            lines.append(Phrase.exerciseLesson.text(lesson))
        }
        return lines
    }
}
