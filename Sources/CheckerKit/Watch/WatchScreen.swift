/// How `checker watch` draws: on a terminal, each screen replaces the last (cursor home, clear)
/// and marks are coloured, unless `NO_COLOR` is set (https://no-color.org: any non-empty value);
/// when output is not a terminal, plain lines are appended, without escape codes.
struct WatchScreen: Sendable {
    /// Whether output is a terminal.
    let isTerminal: Bool
    /// Whether colour may be used.
    let usesColor: Bool

    init(isTerminal: Bool, environment: [String: String]) {
        self.isTerminal = isTerminal
        usesColor = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// `text` as a whole screen: on a terminal, drawn from the top of a cleared screen.
    func page(_ text: String) -> String {
        (isTerminal ? "\u{1B}[H\u{1B}[2J" : "") + colored(text)
    }

    /// ✔ in green and ✘ in red, when colour is on.
    func colored(_ text: String) -> String {
        guard usesColor else { return text }
        return text.replacingOccurrences(of: "✔", with: "\u{1B}[32m✔\u{1B}[0m")
            .replacingOccurrences(of: "✘", with: "\u{1B}[31m✘\u{1B}[0m")
    }

    /// A line of keys, dimmed when colour is on.
    func keys(_ text: String) -> String {
        usesColor ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
    }
}
