/// How a lesson's section is laid out as a tutorial section: the text before its first listing
/// introduces the section, and each listing (or demo graph) is a step. A step's text is the
/// paragraph right before its listing in the lesson, when that is a paragraph (not a list, a
/// table or a note); the text between one listing and the next paragraph that introduces a
/// listing follows the step.
struct SectionPlan: Equatable {
    /// What a step's pane shows.
    enum Media: Equatable {
        case listing(info: String, lines: [String])
        case demoGraph(demo: String)
    }

    struct Step: Equatable {
        /// Text between the previous step (or the introduction) and this step's paragraph, when
        /// the introduction cannot hold it (it follows an earlier step).
        var before: [String]
        /// The paragraph that introduces the listing, or empty.
        var leadIn: [String]
        var media: Media
        /// Text after the listing, up to the next step's paragraph; only the last step has any.
        var after: [String]
    }

    /// The section's text before its first step's paragraph.
    var introduction: [String] = []
    var steps: [Step] = []

    init(parts: [LessonPart]) {
        var pending: [String] = []
        for part in parts {
            let media: Media
            switch part {
            case .text(let lines):
                pending += lines
                continue
            case .listing(let info, let lines): media = .listing(info: info, lines: lines)
            case .demoGraph(let demo): media = .demoGraph(demo: demo)
            }
            let (rest, leadIn) = Self.splittingLeadIn(pending)
            if steps.isEmpty {
                introduction = rest
                steps.append(Step(before: [], leadIn: leadIn, media: media, after: []))
            } else {
                steps.append(Step(before: rest, leadIn: leadIn, media: media, after: []))
            }
            pending = []
        }
        if steps.isEmpty {
            introduction = pending
        } else {
            steps[steps.count - 1].after = pending
        }
    }

    /// The lines without their last block, and that block when it is a plain paragraph (else the
    /// lines whole and no paragraph).
    static func splittingLeadIn(_ lines: [String]) -> (rest: [String], leadIn: [String]) {
        func blank(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let end = lines.lastIndex(where: { !blank($0) }) else { return ([], []) }
        let start = lines[..<end].lastIndex(where: blank).map { $0 + 1 } ?? 0
        let block = Array(lines[start...end])
        guard isParagraph(block) else { return (lines, []) }
        return (Array(lines[..<start]), block)
    }

    /// Whether a block of lines is a plain paragraph: not a list, a table, a quote, a heading,
    /// indented code or HTML.
    static func isParagraph(_ block: [String]) -> Bool {
        guard let first = block.first else { return false }
        if first.hasPrefix("    ") || first.hasPrefix("\t") { return false }
        let trimmed = first.trimmingCharacters(in: .whitespaces)
        for marker in ["- ", "* ", "+ ", ">", "#", "<", "|", "```", "~~~"] where trimmed.hasPrefix(marker) {
            return false
        }
        if let dot = trimmed.firstIndex(of: "."), trimmed[..<dot].allSatisfy(\.isNumber), dot != trimmed.startIndex {
            return false
        }
        return !block.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("|") }
    }
}
