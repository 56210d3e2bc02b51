/// Turns an element tree into the indented text a learner reads in feedback:
///
///     PlayerView
///       VStack
///         Text "Some Episode"
///         Text "Great Show" font=caption foregroundColor=gray
///         Button "play.circle"
///           Image "play.circle"
enum TextTreeRenderer {
    static func render(_ element: Element, indent: Int = 0) -> String {
        var lines: [String] = []
        append(element, indent: indent, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ element: Element, indent: Int, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: indent) + element.line)
        for child in element.children {
            append(child, indent: indent + 1, to: &lines)
        }
    }
}
