import Foundation
import Testing

/// Hints in the learner's language (issue 29, item 4): `checker hint` under a Korean locale shows
/// each chapter manifest's `translatedHints.ko`, so every exercise gives one Korean hint for each
/// English one, with no English sentence in it and in the glossary's terms.
@Suite("Korean hints")
struct KoreanHintTests {
    /// One exercise's hints as its chapter manifest gives them.
    struct ExerciseHints: CustomTestStringConvertible, Sendable {
        let manifest: String
        let id: String
        let english: [String]
        let korean: [String]?

        var testDescription: String { id }
    }

    static func exercises() -> [ExerciseHints] {
        CourseLessons.chapterFolders().flatMap { folder -> [ExerciseHints] in
            let manifest = "Chapters/\(folder)/chapter.json"
            guard let data = CourseLessons.text(at: manifest)?.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let exercises = object["exercises"] as? [[String: Any]]
            else { return [] }
            return exercises.map { exercise in
                ExerciseHints(
                    manifest: manifest, id: exercise["id"] as? String ?? "?",
                    english: exercise["hints"] as? [String] ?? [],
                    korean: (exercise["translatedHints"] as? [String: Any])?["ko"] as? [String])
            }
        }
    }

    @Test("the course's manifests are read")
    func manifestsRead() {
        #expect(Self.exercises().count >= 50)
    }

    @Test("every exercise has a Korean hint for each English one", arguments: exercises())
    func koreanHintsComplete(exercise: ExerciseHints) throws {
        let korean = try #require(exercise.korean, "\(exercise.manifest): \(exercise.id) has no translatedHints.ko")
        #expect(korean.count == exercise.english.count, "\(exercise.manifest): \(exercise.id)")
        for (index, (hint, english)) in zip(korean, exercise.english).enumerated() {
            let prose = KoreanHintText.outsideCode(hint)
            // A hint that is all code in English (labels aside) may be all code in Korean too.
            if KoreanHintText.hasWords(KoreanHintText.outsideCode(english)) {
                #expect(KoreanHintText.hasHangul(prose), "\(exercise.id) hint \(index + 1) is not Korean: \(hint)")
            }
            #expect(
                KoreanHintText.englishSentence(in: prose) == nil,
                "\(exercise.id) hint \(index + 1) has an English sentence: \(hint)")
        }
    }

    @Test("every planted bug says what it is in Korean too, on a `// ko:` line after its first")
    func plantedBugsInKorean() throws {
        let checks = CourseLessons.packageRoot.appending(path: "Tests/Checks")
        let walker = FileManager.default.enumerator(atPath: checks.path)
        var bugs = 0
        while let path = walker?.nextObject() as? String {
            guard path.contains("PlantedBugs/"), (path as NSString).lastPathComponent.hasPrefix("bug-") else {
                continue
            }
            let text = try #require(CourseLessons.text(at: "Tests/Checks/\(path)"))
            let lines = text.split(separator: "\n", maxSplits: 2)
            bugs += 1
            #expect(lines.count > 1 && lines[1].hasPrefix("// ko: "), "Tests/Checks/\(path)")
            if lines.count > 1, lines[1].hasPrefix("// ko: ") {
                #expect(KoreanHintText.hasHangul(String(lines[1])), "Tests/Checks/\(path)")
            }
        }
        #expect(bugs >= 20)
    }

    @Test("Korean hints keep to the glossary", arguments: exercises())
    func koreanHintsKeepToGlossary(exercise: ExerciseHints) throws {
        let text = (exercise.korean ?? []).joined(separator: "\n")
        for problem in try KoreanTermTests.glossary().problems(
            inPage: "\(exercise.manifest) (\(exercise.id))", markdown: text)
        {
            Issue.record(Comment(rawValue: problem))
        }
    }
}
