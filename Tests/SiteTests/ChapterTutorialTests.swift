import CourseSite
import Foundation
import Testing

/// Each chapter's page on the site is written from its lesson (`ChapterTutorial`,
/// `CourseTutorials`): the checked-in pages are what the lessons give now, they follow the
/// lessons section by section and listing by listing, and the writer lays a lesson out as a
/// tutorial should (checked on a small lesson written here).
@Suite struct ChapterTutorialTests {
    @Test("the chapters' tutorial pages and listings in the catalog are what the lessons give now")
    func tutorialsAreCurrent() throws {
        let stale = try CourseTutorials().stale()
        #expect(
            stale.isEmpty,
            "these files of Workbook.docc differ from what the lessons give: \(stale). Run `\(CourseTutorials.updateCommand)` and commit what it writes."
        )
    }

    @Test(
        "every chapter's page, in both languages, has its lesson's sections in order and shows its lesson's listings in order",
        arguments: try CourseTutorials().chapters())
    func pageFollowsItsLesson(chapter: String) throws {
        let tutorials = CourseTutorials()
        for language in TutorialLanguage.allCases {
            let tutorial = try tutorials.tutorial(chapter: chapter, language: language)
            let page = try TutorialSource.named(tutorial.pageName)
            #expect(
                page.sectionTitles == tutorial.lesson.sections.map { ChapterTutorial.directiveArgument($0.title) },
                "\(page.name)'s sections are not its lesson's")
            let lessonListings = tutorial.lesson.sections.flatMap { LessonPart.parts(of: $0.lines) }.compactMap {
                part -> String? in
                if case .listing(_, let lines) = part { return lines.joined(separator: "\n") + "\n" }
                return nil
            }
            let shown = try page.codeFiles.filter { $0.hasPrefix("Lesson-") }.map { file in
                try String(
                    contentsOf: CourseCatalog.inPackage.url.appendingPathComponent("Code/\(file)"), encoding: .utf8)
            }
            #expect(shown == lessonListings, "\(page.name) does not show its lesson's listings, in order")
            #expect(page.text.contains("@Assessments {"), "\(page.name) has no questions at its end")
        }
    }

    static let lesson = """
        **English** · [한국어](README.ko.md)

        # Chapter 9: Example

        A preamble with a [source](https://developer.apple.com/documentation/swiftui) and
        [the appendix,
        whole](Appendix.md), [chapter 2](../02-Binding/README.md) and [the comparison](../PropertyWrappers.md).

        ## 1. `@State`: first

        The section's introduction.

        - a list
        - of points

        Apple's player (`Examples/PlayerView.swift`):

        ```swift
        struct PlayerView: View {
            @State private var isPlaying = false
        }
        ```

        ```
        update: tap Button "play"
        ```

        Text after the output.

        | a | b |
        |---|---|
        | 1 | 2 |

        Now the button, handed a binding:

        ```swift
        struct PlayerView: View {
            @State private var isPlaying = false
            var body: some View { PlayButton(isPlaying: $isPlaying) }
        }
        ```

        ## Seeing it run

        The graph:

        <!-- demo:counter-graph -->
        ```mermaid
        flowchart LR
        ```
        <!-- /demo -->

        ## Key points

        - one
        """

    func render(_ text: String = lesson) -> (page: String, listings: [ChapterTutorial.Listing]) {
        ChapterTutorial(
            chapter: "09-Example", language: .english, lesson: LessonMarkdown(text),
            assessments: "@Assessments {\n}", demosWithTraces: ["counter"]
        ).render()
    }

    @Test("the lesson's title, preamble and sections become the page's title, introduction and sections")
    func structure() {
        let page = render().page
        #expect(page.hasPrefix("@Tutorial(time: 1) {\n    @Intro(title: \"Chapter 9: Example\") {\n"))
        let source = TutorialSource(name: "09-Example", text: page)
        #expect(source.sectionTitles == ["1. @State: first", "Seeing it run", "Key points"])
        #expect(page.contains("@ContentAndMedia {\n            The section's introduction.\n\n            - a list\n"))
        #expect(
            page.contains("        @ContentAndMedia {\n            - one\n        }\n\n        @Steps {\n        }\n"))
        #expect(page.hasSuffix("    @Assessments {\n    }\n}\n"))
    }

    @Test("a listing is a step, introduced by the lesson's paragraph before it; text after it follows the step")
    func listingsAreSteps() throws {
        let (page, listings) = render()
        #expect(
            listings.map(\.file) == [
                "Lesson-09-Example-1.swift", "Lesson-09-Example-2.txt", "Lesson-09-Example-3.swift",
            ])
        #expect(listings[1].text == "update: tap Button \"play\"\n")
        #expect(
            page.contains(
                "            @Step {\n                Apple's player (`Examples/PlayerView.swift`):\n\n                @Code(name: \"PlayerView.swift\", file: \"Lesson-09-Example-1.swift\")\n"
            ))
        #expect(
            page.contains(
                "                What it prints:\n\n                @Code(name: \"Output\", file: \"Lesson-09-Example-2.txt\")"
            ))
        #expect(page.contains("            }\n\n            Text after the output.\n\n            | a | b |\n"))
        // The second version of PlayerView has the same name, so DocC shows what changed.
        #expect(listings[2].name == "PlayerView.swift" && listings[0].name == "PlayerView.swift")
        #expect(page.contains("                Now the button, handed a binding:\n"))
        #expect(!page.contains("                Text after the output."))
    }

    @Test("a demo's graph is a step showing the image .ci/site draws, then the demo's trace in the code pane")
    func demoGraph() {
        let page = render().page
        #expect(
            page.contains("                The graph:\n\n                @Image(source: \"Demo-counter-graph.svg\""))
        #expect(page.contains("@Code(name: \"checker demo counter\", file: \"Demo-counter-trace.txt\")"))
        #expect(!page.contains("flowchart"))
    }

    @Test("links: web addresses stay, lessons and reference pages lead to their pages, other files become text")
    func links() {
        let page = render().page
        #expect(page.contains("[한국어](doc:09-Example-ko)"))
        #expect(page.contains("[source](https://developer.apple.com/documentation/swiftui)"))
        #expect(page.contains("the appendix,\n        whole, [chapter 2](doc:02-Binding)"))
        #expect(page.contains("[the comparison](doc:PropertyWrappers)"))
        #expect(!page.contains("Appendix.md"))
        #expect(SiteLinks.destination(of: "../Glossary.ko.md", chapter: "01-State") == "doc:Glossary-ko")
        #expect(SiteLinks.destination(of: "../01-State/README.ko.md#2", chapter: "02-Binding") == "doc:01-State-ko")
        #expect(SiteLinks.destination(of: "Examples/PlayerView.swift", chapter: "01-State") == nil)
        #expect(
            SiteLinks.autolinked(
                "Sources: seed 003, https://www.pointfree.co/ep65); and `https://x.org` or [y](https://y.org).")
                == "Sources: seed 003, <https://www.pointfree.co/ep65>); and `https://x.org` or [y](https://y.org).")
    }

    @Test("a text line that starts with @ or } is escaped, so that DocC does not read it as a directive or its end")
    func directiveSyntaxInText() {
        let page = SectionPlanProbe.plan([
            "@Observable classes", "  } closes nothing", "```swift", "@State var x = 0", "}", "```",
        ])
        #expect(page.contains("            \\@Observable classes\n"))
        #expect(page.contains("              \\} closes nothing\n"))
        #expect(!page.contains("@State var x"), "the listing's code is a file of its own, not escaped text")
    }

    @Test("a listing's name: the file its paragraph names, else the type it declares, else a numbered listing")
    func listingNames() {
        let tutorial = ChapterTutorial(
            chapter: "01-State", language: .korean, lesson: LessonMarkdown(""), assessments: nil, demosWithTraces: [])
        #expect(
            tutorial.listingName(info: "swift", lines: ["@Reducer", "struct CounterFeature {"], leadIn: [], number: 1)
                == "CounterFeature.swift")
        #expect(
            tutorial.listingName(info: "swift", lines: ["let x = 1"], leadIn: ["`App/AppFeature.swift`:"], number: 2)
                == "AppFeature.swift")
        #expect(tutorial.listingName(info: "swift", lines: ["let x = 1"], leadIn: [], number: 3) == "예제 3.swift")
        #expect(tutorial.listingName(info: "", lines: ["swift run checker"], leadIn: [], number: 4) == "터미널")
        #expect(tutorial.listingName(info: "", lines: ["update: mount"], leadIn: [], number: 5) == "출력")
    }

    @Test(
        "a section that starts with a listing has an empty introduction; a paragraph that is a list introduces nothing")
    func leadIns() {
        let plan = SectionPlanProbe.plan(["- a list item", "", "```swift", "let x = 1", "```"])
        #expect(plan.contains("@ContentAndMedia {\n            - a list item\n        }"))
        #expect(plan.contains("                The code:\n"))
    }
}

/// A one-section lesson rendered, for checks of how a section is laid out.
enum SectionPlanProbe {
    static func plan(_ lines: [String]) -> String {
        let text = (["# T", "## S"] + lines).joined(separator: "\n")
        return ChapterTutorial(
            chapter: "09-Example", language: .english, lesson: LessonMarkdown(text), assessments: nil,
            demosWithTraces: []
        ).render().page
    }
}
