import Foundation

/// A chapter's page on the course site: a DocC tutorial (`@Tutorial`) written from the chapter's
/// lesson, so that the page and the lesson cannot say different things.
///
/// The page follows the lesson: its title is the lesson's title, its introduction the lesson's
/// preamble, and each `## ` section becomes a `@Section` with the same title. A section's text
/// before its first listing is the section's introduction (`@ContentAndMedia`); each listing
/// becomes a `@Step` whose code pane shows it, introduced by the paragraph that introduces it in
/// the lesson; the text after a listing follows the step, between the steps, as it follows the
/// listing in the lesson. Tables, lists and notes stay Markdown, which DocC renders in both places.
/// A listing named like an earlier one (the same type, `PlayerView.swift`) is a later version of
/// the same file, and DocC shows what changed. A demo's graph becomes a step showing the image
/// `.ci/site` draws from the demo's DOT file, followed by the demo's trace in the code pane.
/// The page ends with the chapter's questions (`@Assessments`), kept in the catalog's
/// `Quizzes/<page>.quiz`.
public struct ChapterTutorial: Sendable {
    /// The chapter's folder name, `01-State`.
    public let chapter: String
    public let language: TutorialLanguage
    public let lesson: LessonMarkdown
    /// The `@Assessments { … }` block, unindented, or nil.
    public let assessments: String?
    /// The demos whose trace listing the catalog holds (`Code/Demo-<demo>-trace.txt`).
    public let demosWithTraces: Set<String>

    public init(
        chapter: String, language: TutorialLanguage, lesson: LessonMarkdown, assessments: String?,
        demosWithTraces: Set<String>
    ) {
        self.chapter = chapter
        self.language = language
        self.lesson = lesson
        self.assessments = assessments
        self.demosWithTraces = demosWithTraces
    }

    /// A code listing of the page: the file the catalog holds for it and the name its pane shows.
    public struct Listing: Sendable, Equatable {
        /// `Lesson-01-State-3.swift`: the chapter and the listing's place among the lesson's blocks.
        public let file: String
        public let name: String
        public let text: String
    }

    /// The page's name, `01-State` or `01-State-ko`.
    public var pageName: String { language.pageName(chapter: chapter) }

    /// The page's text and the listings it shows, in order.
    public func render(listingPrefix: String? = nil) -> (page: String, listings: [Listing]) {
        let prefix = listingPrefix ?? "Lesson-\(chapter)"
        var out = "@Tutorial(time: \(minutes)) {\n"
        out += "    @Intro(title: \"\(Self.directiveArgument(lesson.title))\") {\n"
        out += indented(siteMarkdown(lesson.preamble), by: 8) + "    }\n"
        var listings: [Listing] = []
        var names: [String] = []
        for section in lesson.sections {
            out += "\n    @Section(title: \"\(Self.directiveArgument(section.title))\") {\n"
            let plan = SectionPlan(parts: LessonPart.parts(of: section.lines))
            out += "        @ContentAndMedia {\n" + indented(siteMarkdown(plan.introduction), by: 12) + "        }\n\n"
            out += "        @Steps {\n"
            for (index, step) in plan.steps.enumerated() {
                if index > 0 || !step.before.isEmpty { out += "\n" }
                if !step.before.isEmpty { out += indented(siteMarkdown(step.before), by: 12) + "\n" }
                out += "            @Step {\n"
                switch step.media {
                case .listing(let info, let lines):
                    let number = listings.count + 1
                    let name = listingName(info: info, lines: lines, leadIn: step.leadIn, number: number)
                    names.append(name)
                    let listing = Listing(
                        file: "\(prefix)-\(number).\(Self.isSwift(info) ? "swift" : "txt")", name: name,
                        text: lines.joined(separator: "\n") + "\n")
                    listings.append(listing)
                    let text =
                        step.leadIn.isEmpty
                        ? [Self.isSwift(info) ? language.listingStep : language.outputStep] : step.leadIn
                    out += indented(siteMarkdown(text), by: 16) + "\n"
                    out +=
                        "                @Code(name: \"\(Self.directiveArgument(name))\", file: \"\(listing.file)\")\n"
                case .demoGraph(let demo):
                    let text = step.leadIn.isEmpty ? [language.graphStep(demo: demo)] : step.leadIn
                    out += indented(siteMarkdown(text), by: 16) + "\n"
                    out +=
                        "                @Image(source: \"\(language.graphImage(demo: demo))\", alt: \"\(Self.directiveArgument(language.graphAlt(demo: demo)))\")\n"
                    if demosWithTraces.contains(demo) {
                        out += "            }\n\n            @Step {\n"
                        out += indented([language.traceStep(demo: demo)], by: 16) + "\n"
                        out +=
                            "                @Code(name: \"checker demo \(demo)\", file: \"Demo-\(demo)-trace.txt\")\n"
                    }
                }
                out += "            }\n"
                if !step.after.isEmpty { out += "\n" + indented(siteMarkdown(step.after), by: 12) }
            }
            out += "        }\n    }\n"
        }
        if let assessments {
            out += "\n" + indented(assessments.components(separatedBy: "\n"), by: 4)
        }
        out += "}\n"
        return (out, listings)
    }

    /// Reading time, as `.ci/site` counts it for the reference articles: 200 words a minute.
    var minutes: Int {
        let text = ([lesson.title] + lesson.preamble + lesson.sections.flatMap { [$0.title] + $0.lines })
            .joined(separator: " ")
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
        return max(1, (words + 199) / 200)
    }

    /// The name a listing's pane shows: the file the paragraph before it names (`Examples/PlayerView.swift`),
    /// else the first type or function the code declares (`PlayerView.swift`), else a numbered listing.
    public func listingName(info: String, lines: [String], leadIn: [String], number: Int) -> String {
        guard Self.isSwift(info) else {
            let commands = lines.allSatisfy { $0.isEmpty || $0.hasPrefix("swift ") || $0.hasPrefix("$ ") }
            return ["sh", "bash", "console", "shell"].contains(info) || commands
                ? language.terminalName : language.outputName
        }
        let paragraph = leadIn.joined(separator: " ")
        if let named = Self.firstMatch(#"`(?:[A-Za-z]+/)*([A-Za-z0-9]+\.swift)`"#, in: paragraph) { return named }
        for line in lines where !line.hasPrefix(" ") {
            if let declared = Self.firstMatch(
                #"^(?:(?:public|private|fileprivate|internal|final|@\w+)\s+)*(?:struct|class|enum|actor|protocol|extension|func)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
                in: line)
            {
                return declared + ".swift"
            }
        }
        return language.listingName(number) + ".swift"
    }

    static func isSwift(_ info: String) -> Bool { info == "swift" }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        let expression = try! NSRegularExpression(pattern: pattern)
        guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    /// Text as a directive's quoted argument: no backticks (DocC shows titles as plain text) and
    /// no straight double quotes (DocC keeps an escaped quote's backslash).
    public static func directiveArgument(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "\"", with: "'")
    }

    /// The lesson's lines with their links rewritten for the site (a link may run over lines),
    /// lines that are whole HTML comments left out, runs of blank lines made one, and blank lines
    /// at both ends removed. Code blocks stay as they are.
    func siteMarkdown(_ lines: [String]) -> [String] {
        var result: [String] = []
        var prose: [String] = []
        func flushProse() {
            guard !prose.isEmpty else { return }
            let text = SiteLinks.autolinked(SiteLinks.rewrite(prose.joined(separator: "\n"), chapter: chapter))
            for line in text.components(separatedBy: "\n") {
                let blank = line.trimmingCharacters(in: .whitespaces).isEmpty
                if blank, result.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { continue }
                result.append(line)
            }
            prose = []
        }
        var fence: MarkdownFence?
        for line in lines {
            if let open = fence {
                if let closing = MarkdownFence(line), closing.closes(open) { fence = nil }
                result.append(line)
                continue
            }
            if let opening = MarkdownFence(line) {
                flushProse()
                fence = opening
                result.append(line)
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") { continue }
            prose.append(Self.escapingDirectiveSyntax(line))
        }
        flushProse()
        while result.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { result.removeFirst() }
        while result.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { result.removeLast() }
        return result
    }

    /// A line of text with a leading `@` or `}` escaped (`\@`, `\}`, which Markdown shows as the
    /// character): inside a directive, DocC would read the line as a directive of its own, or as
    /// the end of the one it is in.
    static func escapingDirectiveSyntax(_ line: String) -> String {
        let indentation = line.prefix { $0 == " " }
        let rest = line.dropFirst(indentation.count)
        guard let first = rest.first, first == "@" || first == "}" else { return line }
        return indentation + "\\" + rest
    }

    /// The lines, each indented by `spaces` (blank lines stay empty), each ending with a newline.
    func indented(_ lines: [String], by spaces: Int) -> String {
        let indentation = String(repeating: " ", count: spaces)
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "\n" : indentation + $0 + "\n" }.joined()
    }
}
