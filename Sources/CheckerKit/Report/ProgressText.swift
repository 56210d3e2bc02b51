/// The progress bar: how many exercises are done, out of how many.
public enum ProgressText {
    /// For example `[##########··········] 5/10 exercises done`.
    public static func bar(done: Int, total: Int, width: Int = 30) -> String {
        let filled = total == 0 ? 0 : width * done / total
        return "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled) + "] "
            + Phrase.progressBar.text(done, total)
    }
}
