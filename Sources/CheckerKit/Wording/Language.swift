/// The language of the checker's own text (its progress, commands, next steps, hint headers and
/// errors), chosen from the locale environment variables the way command-line tools do: the
/// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set decides, and `ko…` means Korean.
/// Anything else, or nothing, is English.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// The language `environment` asks for.
    public static func from(environment: [String: String]) -> Language {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ko") ? .korean : .english
        }
        return .english
    }
}
