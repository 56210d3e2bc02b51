/// A problem that stops a command before it can judge anything, in the style of Swift Testing's
/// `Issue.Kind`: each case carries the values that explain it, and its wording lives in one
/// place, the phrase tables (`PhraseBook`), through `description` (`CheckerError+Description.swift`).
public enum CheckerError: Error, Equatable, Sendable {
    // The command line.
    /// A word that is no command; the closest command, if one is close.
    case unknownCommand(String, suggestion: String?)
    /// An option the checker does not know; the closest one, if one is close.
    case unknownOption(String, suggestion: String?)
    /// An option given a value it cannot take; `expected` says what it takes.
    case badOptionValue(option: String, value: String?, expected: String)
    /// An option the command does not take.
    case optionNotTaken(command: String, option: String)
    /// A `--format` the command does not print; `offered` are those it does.
    case formatNotOffered(command: String, format: String, offered: [String])
    /// A command that needs an exercise id was given none.
    case exerciseIDNeeded(command: String)
    /// Words after a command that takes fewer.
    case unexpectedArguments(command: String, extra: [String])
    /// An exercise id the course does not have; the closest ids.
    case unknownExercise(String, suggestions: [String])

    // The toolchain and the runtime.
    /// No `swiftc` on the PATH.
    case compilerNotFound
    /// DataFlow is not built in the build folder.
    case runtimeNotBuilt(buildDirectory: String)
    /// A macro plugin is not built in the build folder.
    case macroPluginNotBuilt(plugin: String, buildDirectory: String)
    /// A chapter names a library besides DataFlow that the workbook does not have; those it has.
    case libraryUnknown(name: String, known: [String])
    /// A library a chapter names (or its macro plugin) is not built in the build folder.
    case libraryNotBuilt(name: String, plugin: String, buildDirectory: String)
    /// SwiftPM failed to build a product the checker needs (`DataFlow`, `Composable`), with its last output.
    case productNotBuilt(name: String, details: String)
    /// The runtime could not be linked into a shared library; the linker's last words.
    case runtimeLibraryNotLinked(details: String)
    /// The runtime library could not be stored in the cache.
    case runtimeLibraryNotStored(directory: String)
    /// Neither `nm` nor `llvm-nm` is installed.
    case symbolToolMissing
    /// `report` without a sandbox for the code under check, and without `--allow-unsandboxed`.
    case gradingUnsandboxed(limitation: String)
    /// `report --output FILE`: the report could not be written.
    case reportNotWritten(path: String)
    /// The symbols of a compiled file could not be listed.
    case symbolsUnreadable(file: String)
    /// The private channel for the checks' results could not be opened.
    case resultChannelUnavailable(errno: Int32)
    /// The editor's build description could not be written.
    case editorDatabaseNotWritten(path: String)

    // The learner's files.
    /// The course ships no stub for the exercise.
    case noShippedStub(id: String, path: String)
    /// The exercise's path is a folder.
    case exerciseIsFolder(path: String)
    /// The stub could not be written; the reason, and where the learner's file was backed up.
    case stubNotWritten(path: String, reason: String, backup: String?)
    /// The learner's file could not be backed up, so nothing was changed.
    case backupFailed(path: String, reason: String)
    /// `solution` of an exercise that does not pass yet, without a terminal to ask or `--yes`.
    case solutionNeedsConfirmation(id: String)
    /// The course has no solution file for the exercise.
    case solutionMissing(id: String, path: String)
}

/// Why a course could not be loaded, in words a course author can act on; each case names the
/// file at fault.
public enum CourseError: Error, Equatable, Sendable {
    /// A manifest cannot be read; the root it was looked for in.
    case manifestUnreadable(path: String, root: String)
    /// A manifest lacks a required field.
    case fieldMissing(path: String, field: String)
    /// A field has the wrong type.
    case fieldHasWrongType(path: String, field: String)
    /// A manifest is not JSON.
    case notJSON(path: String)
    /// The course manifest has no `format_version`.
    case formatVersionMissing(path: String)
    /// The course manifest's `format_version` is one this checker does not read.
    case unknownFormatVersion(path: String, found: Int, supported: [Int])
    /// Two exercises share an id.
    case duplicateID(String)
    /// An exercise has neither a `name` nor an explicit path for `field`.
    case exercisePathUnknown(path: String, id: String, field: String)
    /// An exercise of kind `tests` names no folder of planted bugs.
    case plantedBugsMissing(path: String, id: String)
}
