/// Why the host could not do what a test asked, in words a learner can act on. Each message says
/// what was asked, what is on screen instead, and, where it helps, the rendered screen.
public struct DataFlowError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    static func notFound(_ query: ElementQuery, candidates: [Element], screen: Element) -> DataFlowError {
        let listed = candidates.prefix(12).map { $0.label.map { "\"\($0)\"" } ?? $0.kind.name }
        let instead =
            listed.isEmpty
            ? "There are no \(query.kindDescription) on screen."
            : "\(query.kindDescription.prefix(1).uppercased() + query.kindDescription.dropFirst()) on screen: \(listed.joined(separator: ", "))\(candidates.count > 12 ? ", ..." : "")."
        return DataFlowError(
            """
            Could not find \(query.description) on screen. \(instead)
            The screen shows:
            \(excerpt(of: screen))
            """)
    }

    static func cannotAct(_ action: String, on element: Element, because reason: String) -> DataFlowError {
        DataFlowError("Cannot \(action) \(element.line): \(reason).")
    }

    static func elementLeftScreen(_ element: Element) -> DataFlowError {
        DataFlowError("\(element.line) is no longer on screen; find it again after the last update.")
    }

    /// The rendered screen, cut to a length that fits in a failure message.
    static func excerpt(of screen: Element, maximumLines: Int = 40) -> String {
        let lines = screen.description.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.prefix(maximumLines).map { "  " + $0 }.joined(separator: "\n")
        return lines.count > maximumLines ? shown + "\n  ... (\(lines.count - maximumLines) more lines)" : shown
    }
}
