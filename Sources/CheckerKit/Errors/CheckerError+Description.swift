/// The words of each error: every case maps to a phrase of the current language's table.
extension CheckerError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unknownCommand(word, suggestion):
            return Phrase.errorUnknownCommand.text(word)
                + (suggestion.map { Self.didYouMean([$0]) + " " + Phrase.errorSeeHelp.text() } ?? "\n\n"
                    + UsageText.text)
        case let .unknownOption(option, suggestion):
            return Phrase.errorUnknownOption.text(option)
                + (suggestion.map { Self.didYouMean([$0]) + " " + Phrase.errorSeeHelp.text() } ?? "\n\n"
                    + UsageText.text)
        case let .badOptionValue(option, value, expected):
            return Phrase.errorBadOptionValue.text(option, value.map { "`\($0)`" } ?? Phrase.nothing.text(), expected)
        case let .optionNotTaken(command, option):
            return Phrase.errorOptionNotTaken.text(command, option)
        case let .formatNotOffered(command, format, offered):
            return offered == ["text"]
                ? Phrase.errorPrintsNoResults.text(command, format)
                : Phrase.errorFormatNotOffered.text(command, format, offered.joined(separator: ", "))
        case let .exerciseIDNeeded(command):
            return Phrase.errorExerciseIDNeeded.text(command)
        case let .unexpectedArguments(command, extra):
            return Phrase.errorUnexpectedArguments.text(command, extra.joined(separator: " "))
        case let .unknownExercise(id, suggestions):
            return Phrase.errorUnknownExercise.text(id) + Self.didYouMean(suggestions) + " "
                + Phrase.errorSeeList.text()
        case .compilerNotFound:
            return Phrase.errorCompilerNotFound.text()
        case let .runtimeNotBuilt(directory):
            return Phrase.errorRuntimeNotBuilt.text(directory)
        case let .macroPluginNotBuilt(plugin, directory):
            return Phrase.errorMacroPluginNotBuilt.text(plugin, directory)
        case let .libraryUnknown(name, known):
            return Phrase.errorLibraryUnknown.text(name, known.joined(separator: ", "))
        case let .libraryNotBuilt(name, plugin, directory):
            return Phrase.errorLibraryNotBuilt.text(name, plugin, directory)
        case let .productNotBuilt(name, details):
            return Phrase.errorProductNotBuilt.text(name, details)
        case let .runtimeLibraryNotLinked(details):
            return Phrase.errorRuntimeLibraryNotLinked.text() + "\n" + details
        case let .runtimeLibraryNotStored(directory):
            return Phrase.errorRuntimeLibraryNotStored.text(directory)
        case .symbolToolMissing:
            return Phrase.errorSymbolToolMissing.text()
        case let .gradingUnsandboxed(limitation):
            return Phrase.errorGradingUnsandboxed.text(limitation)
        case let .reportNotWritten(path):
            return Phrase.errorReportNotWritten.text(path)
        case let .symbolsUnreadable(file):
            return Phrase.errorSymbolsUnreadable.text(file)
        case let .resultChannelUnavailable(errno):
            return Phrase.errorResultChannel.text(errno)
        case let .editorDatabaseNotWritten(path):
            return Phrase.errorEditorDatabase.text(path)
        case let .noShippedStub(id, path):
            return Phrase.errorNoShippedStub.text(id, path)
        case let .exerciseIsFolder(path):
            return Phrase.errorExerciseIsFolder.text(path)
        case let .stubNotWritten(path, reason, backup):
            return Phrase.errorStubNotWritten.text(path, reason)
                + (backup.map { " " + Phrase.errorBackupSafe.text($0) } ?? "")
        case let .backupFailed(path, reason):
            return Phrase.errorBackupFailed.text(path, reason)
        case let .solutionNeedsConfirmation(id):
            return Phrase.errorSolutionNeedsConfirmation.text(id)
        case let .solutionMissing(id, path):
            return Phrase.errorSolutionMissing.text(id, path)
        }
    }

    /// " Did you mean `a` or `b`?", or nothing.
    static func didYouMean(_ suggestions: [String]) -> String {
        guard !suggestions.isEmpty else { return "" }
        return " " + Phrase.didYouMean.text(suggestions.map { "`\($0)`" }.joined(separator: Phrase.or.text()))
    }
}

extension CourseError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .manifestUnreadable(path, root): Phrase.courseErrorUnreadable.text(path, root)
        case let .fieldMissing(path, field): Phrase.courseErrorFieldMissing.text(path, field)
        case let .fieldHasWrongType(path, field): Phrase.courseErrorWrongType.text(path, field)
        case let .notJSON(path): Phrase.courseErrorNotJSON.text(path)
        case let .formatVersionMissing(path):
            Phrase.courseErrorNoFormatVersion.text(path, CourseManifest.supportedFormatVersions.last ?? 1)
        case let .unknownFormatVersion(path, found, supported):
            Phrase.courseErrorUnknownFormatVersion.text(path, found, supported.map(String.init).joined(separator: ", "))
        case let .duplicateID(id): Phrase.courseErrorDuplicateID.text(id)
        case let .exercisePathUnknown(path, id, field): Phrase.courseErrorPathUnknown.text(path, id, field)
        case let .plantedBugsMissing(path, id): Phrase.courseErrorPlantedBugsMissing.text(path, id)
        }
    }
}
