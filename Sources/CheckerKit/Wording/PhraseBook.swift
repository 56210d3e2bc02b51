import Foundation

/// All of the checker's fixed wording in one language: one table from `Phrase` to a template in
/// which `{1}`, `{2}`, … stand for the values a phrase carries. A second language is a second
/// table (`PhraseBook.english`, `PhraseBook.korean`); a phrase a table lacks falls back to English.
public struct PhraseBook: Sendable {
    /// The table's language.
    public let language: Language
    /// Templates by phrase.
    let templates: [Phrase: String]

    /// The book for `language`.
    public static func book(for language: Language) -> PhraseBook {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// The book in use: the environment's language, or the one a caller set with
    /// `PhraseBook.$current.withValue(_:operation:)` (the tests use this).
    @TaskLocal public static var current: PhraseBook = book(
        for: Language.from(environment: ProcessInfo.processInfo.environment))

    /// `phrase` with its values in place.
    public func text(_ phrase: Phrase, _ values: [String]) -> String {
        var text = templates[phrase] ?? PhraseBook.english.templates[phrase] ?? phrase.rawValue
        for (index, value) in values.enumerated().reversed() {
            text = text.replacingOccurrences(of: "{\(index + 1)}", with: value)
        }
        return text
    }
}

extension Phrase {
    /// The phrase in the current language, with `values` in place of `{1}`, `{2}`, ….
    public func text(_ values: any CustomStringConvertible...) -> String {
        PhraseBook.current.text(self, values.map(\.description))
    }
}
