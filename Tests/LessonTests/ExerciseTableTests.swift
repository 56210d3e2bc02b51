import Foundation
import Testing

/// A lesson's exercise table and the checker name each exercise alike (issue 29, item 4): the
/// checker prints the manifest's title (`title`, or `titles.ko` under a Korean locale), so each
/// lesson's row for an exercise gives that title, code spans and a "(Point-Free …)" source aside.
@Suite("Exercise tables")
struct ExerciseTableTests {
    /// One chapter's lesson in one language, with the titles its manifest gives for that language.
    struct Table: CustomTestStringConvertible, Sendable {
        let lesson: String
        let titles: [(id: String, title: String)]

        var testDescription: String { lesson }
    }

    static func tables() -> [Table] {
        CourseLessons.chapterFolders().flatMap { folder -> [Table] in
            guard let data = CourseLessons.text(at: "Chapters/\(folder)/chapter.json")?.data(using: .utf8),
                let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let exercises = manifest["exercises"] as? [[String: Any]]
            else { return [] }
            func titles(_ title: ([String: Any]) -> String?) -> [(id: String, title: String)] {
                exercises.map { (id: $0["id"] as? String ?? "?", title: title($0) ?? "") }
            }
            return [
                Table(lesson: "Chapters/\(folder)/README.md", titles: titles { $0["title"] as? String }),
                Table(
                    lesson: "Chapters/\(folder)/README.ko.md",
                    titles: titles { ($0["titles"] as? [String: String])?["ko"] }),
            ]
        }
    }

    /// The title cell of `id`'s row in `markdown`'s tables, without code marks and a source in
    /// parentheses at its end.
    static func rowTitle(of id: String, in markdown: String) -> String? {
        for line in markdown.split(separator: "\n") where line.hasPrefix("| `\(id)` |") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count > 2 else { return nil }
            return String(cells[2]).replacing(/\s*\(Point-Free[^)]*\)\s*$/, with: "")
                .replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    @Test("the tables are found")
    func tablesFound() {
        #expect(Self.tables().count >= 14)
    }

    @Test("each lesson's exercise table titles each exercise as the checker does", arguments: tables())
    func rowsMatchManifest(table: Table) throws {
        let markdown = try #require(CourseLessons.text(at: table.lesson))
        for (id, title) in table.titles {
            #expect(Self.rowTitle(of: id, in: markdown) == title, "\(table.lesson): \(id)")
        }
    }

    @Test("a row's title is read without code marks and its source")
    func rowParsing() {
        let markdown =
            "| Exercise | What | § |\n|---|---|---|\n| `a-b` | A `Store<Value>` (Point-Free exercise 6) | 4 |"
        #expect(Self.rowTitle(of: "a-b", in: markdown) == "A Store<Value>")
        #expect(Self.rowTitle(of: "c", in: markdown) == nil)
    }
}
