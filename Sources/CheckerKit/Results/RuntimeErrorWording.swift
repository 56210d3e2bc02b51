import Foundation

/// The runtimes' errors in the learner's language. DataFlow's `ViewHost` throws its errors in
/// English ("Could not find a button labelled \"Save\" on screen. …"), and Composable's
/// `TestStore` reports its failures in English ("A state change does not match expectation: …"),
/// in the check runner, and Swift Testing records them as the check's failure; the checker, which
/// knows its language, says each of their sentences (the phrase books' `inspect…` and `store…`
/// phrases, matched by their English templates) in Korean here, leaving what is code (labels, the
/// rendered screen, values and diffs) as it is. A sentence it does not know stays in English.
enum RuntimeErrorWording {
    /// `text` with DataFlow's sentences in Korean, when the checker speaks Korean.
    static func localized(_ text: String) -> String {
        guard PhraseBook.current.language == .korean else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { korean(String($0)) }
            .joined(separator: "\n")
    }

    /// One line in Korean, where it is one of DataFlow's sentences (indented, or followed by
    /// "The screen shows:" and the screen on the lines after it).
    private static func korean(_ line: String) -> String {
        let indentation = String(line.prefix { $0 == " " })
        var sentence = String(line.dropFirst(indentation.count))
        let screenShows = " " + (PhraseBook.english.templates[.inspectScreenShows] ?? "")
        var after = ""
        if sentence.hasSuffix(screenShows) {
            sentence = String(sentence.dropLast(screenShows.count))
            after = " " + Phrase.inspectScreenShows.text()
        }
        if let said = sayAgain(sentence) { return indentation + said + after }
        // An expanded query in Swift Testing's expression line: `.button("Save") → a button labelled "Save"`.
        var result = line
        for match in line.matches(of: /→ (an? [a-z ]+? (?:labelled|titled) "[^"]*"|an? [a-z]+ "[^"]*")/) {
            result = result.replacingOccurrences(of: String(match.0), with: "→ " + query(String(match.1)))
        }
        return result
    }

    /// The sentences DataFlow throws, each with what its values become in Korean.
    private static let sentences: [(Phrase, @Sendable ([String]) -> [String])] = [
        (.inspectScreenShows, { $0 }),
        (.inspectNotFound, { [query($0[0]), candidates($0[1])] }),
        (.inspectLeftScreen, { $0 }),
        (.inspectCannotGoBack, { $0 }),
        (.inspectNoSheet, { $0 }),
        (.inspectPickerNoRow, { [$0[0], none($0[1])] }),
        (.inspectNotInNavigation, { $0 }),
        (.inspectNoDestination, { $0 }),
        (.inspectPathCannotHold, { $0 }),
        (.inspectSwipeDisabled, { $0 }),
        (.inspectNoSwipeToDismiss, { [presentation($0[0])] }),
        (.inspectMoveOutOfRange, { $0 }),
        (.inspectRowIDType, { $0 }),
        (.inspectNothingRefreshable, { $0 }),
        (.inspectNoTabView, { $0 }),
        (.inspectNoTab, { [$0[0], none($0[1])] }),
        (.inspectTabTagType, { $0 }),
        (.inspectBuiltInInputs, { $0 }),
        (.resultMoreLines, { $0 }),
        // Composable's TestStore.
        (.storeDismissed, { $0 }),
        (.storeMustHandle, units),
        (.storeUnhandledActions, { $0 }),
        (.storeAssertEachBeforeSending, { $0 }),
        (.storeAssertEachOrSkip, { $0 }),
        (.storeClosureThrew, { $0 }),
        (.storeUnexpectedChange, { $0 }),
        (.storeChangeMismatch, { $0 }),
        (.storeExpectedActual, { $0 }),
        (.storeExpectedReceived, { $0 }),
        (.storeNoChange, { $0 }),
        (.storeOmitClosure, { $0 }),
        (.storeReceivedNone, units),
        (.storeNoEffectRunning, { $0 }),
        (.storeEffectsStillRunningAfter, units),
        (.storeEffectsStillRunningMaySend, units),
        (.storeAdvanceOrCancel, { $0 }),
        (.storeReceivedByEnd, units),
        (.storeEffectStillRunning, { $0 }),
        (.storeEffectLabelAction, { $0 }),
        (.storeEffectLabelEffect, { $0 }),
        (.storeMakeEffectsFinish, { $0 }),
        (.storeTaskStillRunning, units),
        (.storeUnexpectedAction, { $0 }),
        (.storeUnexpectedPayload, { $0 }),
        (.storeLabelExpectedMatching, { $0 }),
        (.storeLabelExpected, { $0 }),
        (.storeLabelReceived, { $0 }),
        // Composable's other issues.
        (.reducerStackReceived, units),
        (.reducerStackMayBePopped, { $0 }),
        (.reducerIfCaseLetWrongCase, { $0 }),
        (.reducerChildActionNotHandled, { $0 }),
        (.reducerCaseScopeWrongCase, { $0 }),
        (.dismissNotPresented, { $0 }),
        (.dependencyNoTestValue, { $0 }),
        (.dependencyOverride, { $0 }),
        (.unimplementedCalled, units),
        (.unimplementedOverride, { $0 }),
        (.effectUnhandledError, { $0 }),
        (.effectHandleErrors, { $0 }),
    ]

    /// The counted things and durations TestStore puts in its sentences ("2 effects", "1.0 seconds",
    /// "an action matching \.response"), in the checker's language; anything else as it is.
    private static func units(_ values: [String]) -> [String] {
        let phrases: [Phrase] = [
            .storeSeconds, .storeReceivedActionOne, .storeReceivedActionMany, .storeEffectOne, .storeEffectMany,
            .storeUnexpectedActionOne, .storeUnexpectedActionMany, .storeAnActionMatching,
            .reducerStackPopNotOnStack, .reducerStackPushSameID, .reducerStackActionNotOnStack,
            .unimplementedAnEndpoint,
        ]
        return values.map { value in
            for phrase in phrases {
                if let inner = PhraseMatch.values(of: value, as: phrase) {
                    return PhraseBook.current.text(phrase, inner)
                }
            }
            return value
        }
    }

    /// What DataFlow could not do to an element (`Cannot tap Button "Save": it is hidden.`), the
    /// longest first where one starts another (`delete in Edit mode`, `delete`).
    private static let actions: [Phrase] = [
        .inspectActionTapTimes, .inspectActionDeleteInEditMode, .inspectActionSetDate, .inspectActionPickFrom,
        .inspectActionTypeInto, .inspectActionLongPress, .inspectActionIncrement, .inspectActionDecrement,
        .inspectActionToggle, .inspectActionFollow, .inspectActionDelete, .inspectActionSelect,
        .inspectActionSubmit, .inspectActionSlide, .inspectActionClear, .inspectActionFocus, .inspectActionMove,
        .inspectActionDrag, .inspectActionTap,
    ]

    /// Why it could not, the most particular first (`it is not a button, a link, …` before `it is not a {1}`).
    private static let reasons: [Phrase] = [
        .inspectReasonNotTappable, .inspectReasonNotInSelectableList, .inspectReasonNotInForEachRow,
        .inspectReasonNotA, .inspectReasonHidden, .inspectReasonDisabled, .inspectReasonNilLink,
        .inspectReasonRowWithoutID, .inspectReasonNoFocused, .inspectReasonNotSubmittable,
        .inspectReasonNotInEditMode, .inspectReasonNoOnDelete, .inspectReasonNoOnMove, .inspectReasonNoGesture,
    ]

    /// `sentence` said again in the checker's language, when it is one of DataFlow's.
    private static func sayAgain(_ sentence: String) -> String? {
        for (phrase, korean) in sentences {
            if let values = PhraseMatch.values(of: sentence, as: phrase) {
                return PhraseBook.current.text(phrase, korean(values))
            }
        }
        return cannotAct(sentence)
    }

    /// `Cannot {1} {2}: {3}.` said again: the reason is read from the end, the action from the start,
    /// and the element (`Button "Save"`, which may hold anything) is what is between them.
    private static func cannotAct(_ sentence: String) -> String? {
        guard sentence.hasPrefix("Cannot "), sentence.hasSuffix(".") else { return nil }
        let body = sentence.dropFirst("Cannot ".count).dropLast()
        for reason in reasons {
            let opening = (PhraseBook.english.templates[reason] ?? "").components(separatedBy: "{1}")[0]
            guard let cut = body.range(of: ": " + opening, options: .backwards),
                let reasonValues = PhraseMatch.values(of: String(body[cut.lowerBound...].dropFirst(2)), as: reason)
            else { continue }
            let words = body[..<cut.lowerBound].split(separator: " ", omittingEmptySubsequences: false)
            for action in actions {
                for count in 1..<min(words.count, 5) {
                    guard
                        let actionValues = PhraseMatch.values(
                            of: words.prefix(count).joined(separator: " "), as: action)
                    else { continue }
                    return Phrase.inspectCannotAct.text(
                        PhraseBook.current.text(action, actionValues), words.dropFirst(count).joined(separator: " "),
                        PhraseBook.current.text(reason, reasonValues))
                }
            }
        }
        return nil
    }

    /// "none" in the checker's language.
    private static func none(_ english: String) -> String {
        english == PhraseBook.english.templates[.inspectNone] ? Phrase.inspectNone.text() : english
    }

    /// A kind of presentation ("a full-screen cover", "an alert") in the checker's language.
    private static func presentation(_ english: String) -> String {
        let kinds: [Phrase] = [
            .inspectPresentationFullScreenCover, .inspectPresentationAlert, .inspectPresentationConfirmationDialog,
            .inspectPresentationSheet,
        ]
        return kinds.first { PhraseBook.english.templates[$0] == english }.map { $0.text() } ?? english
    }

    /// What a query looks for, in Korean: `a button labelled "Save"` is `"Save" 버튼`.
    static func query(_ english: String) -> String {
        let article = english.hasPrefix("an ") ? "a " + english.dropFirst(3) : english
        let labelled: [Phrase] = [
            .inspectQueryLabelled, .inspectQueryTitled, .inspectQueryShowing, .inspectQueryWithPrompt,
            .inspectQueryContaining,
        ]
        for phrase in labelled {
            // The label is quoted (`"Save"`); a kind of two words (`a date picker`) is no label.
            if let values = PhraseMatch.values(of: article, as: phrase), values[1].hasPrefix("\""),
                values[1].hasSuffix("\""), !values[1].dropFirst().dropLast().contains("\"")
            {
                return PhraseBook.current.text(phrase, [kind(values[0]), values[1]])
            }
        }
        // `a {1} {2}`: the kind is every word before the quoted label (`an image "star"`).
        if article.hasPrefix("a "), article.hasSuffix("\""), let quote = article.range(of: " \"", options: .backwards),
            quote.lowerBound > article.index(article.startIndex, offsetBy: 2)
        {
            let words = String(article[article.index(article.startIndex, offsetBy: 2)..<quote.lowerBound])
            let label = String(article[quote.lowerBound...].dropFirst())
            return Phrase.inspectQueryValue.text(kind(words), label)
        }
        if let values = PhraseMatch.values(of: article, as: .inspectQueryKind) {
            return PhraseBook.current.text(.inspectQueryKind, [kind(values[0])])
        }
        return english
    }

    /// The sentence after "Could not find …": none of that kind on screen, or the ones there are.
    private static func candidates(_ english: String) -> String {
        if let values = PhraseMatch.values(of: english, as: .inspectNoneOnScreen) {
            return Phrase.inspectNoneOnScreen.text(kind(values[0]))
        }
        if let values = PhraseMatch.values(of: english, as: .inspectOnScreen) {
            return Phrase.inspectOnScreen.text(kind(values[0]), values[1])
        }
        return english
    }

    /// The kinds of element DataFlow's queries name, by their English singular.
    private static let kinds: [Phrase] = [
        .kindButton, .kindTextField, .kindText, .kindToggle, .kindNavigationLink, .kindImage, .kindPicker,
        .kindSlider, .kindStepper, .kindMenu, .kindLabel, .kindDatePicker, .kindSecureField, .kindSearchField,
        .kindTextEditor, .kindProgressView, .kindDisclosureGroup, .kindTableRow, .kindShareLink,
        .kindLabeledContent, .kindAccessibleElement, .kindAccessibleElements,
    ]

    /// A kind of element, singular or plural, in the glossary's Korean; SwiftUI's own type names
    /// (`Button elements`) as the type name.
    static func kind(_ english: String) -> String {
        let word = english.lowercased()
        if word.hasSuffix(" elements"), word.split(separator: " ").count == 2 {
            return String(english.dropLast(9))
        }
        let named = { (stem: String) in kinds.first { PhraseBook.english.templates[$0] == stem } }
        let found = named(word) ?? (word.hasSuffix("s") ? named(String(word.dropLast())) : nil)
        return found.map { $0.text() } ?? english
    }
}
