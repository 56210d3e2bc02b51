extension PhraseBook {
    /// The checker's wording in Korean (`LANG=ko_KR.UTF-8`). A phrase missing here falls back to English.
    public static let korean = PhraseBook(language: .korean, templates: [:])
}
