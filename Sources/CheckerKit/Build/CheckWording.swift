/// The checks' own languages: a hidden check can carry each failure message in English and in
/// Korean in one place, `Comment(en: "…", ko: "…")`, wherever Swift Testing takes a comment
/// (`#expect`, `#require`, `Issue.record`). This source is compiled into every check runner,
/// the runner's second source file beside the checks; the runner reads the language the checker passes it in
/// `CHECKER_LANGUAGE` (the sandbox scrubs `LANG`), and anything but Korean is English. A check
/// whose messages are plain strings is unchanged: English in every language.
enum CheckWording {
    /// The environment variable carrying the checker's language (`Language.rawValue`) to the runner.
    static let languageVariable = "CHECKER_LANGUAGE"

    /// The file it is written to in a check's folder, beside the hidden checks.
    static let fileName = "CheckWording.swift"

    /// The source compiled into the checks' module.
    static let source = """
        import Testing
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        /// The language the checker runs in, read once from `\(languageVariable)`.
        enum CheckLanguage {
            static let isKorean = getenv("\(languageVariable)").map { String(cString: $0) } == "\(Language.korean.rawValue)"
        }

        extension Comment {
            /// A failure message in English and Korean; the checker's language picks one.
            init(en english: String, ko korean: String) {
                self.init(rawValue: CheckLanguage.isKorean ? korean : english)
            }
        }

        """
}
