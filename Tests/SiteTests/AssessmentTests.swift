import Testing

/// Every chapter's tutorial checks understanding at its end, as Apple's DocC tutorials do: three
/// to five multiple-choice questions, each with one right answer and every answer explained, the
/// same number of questions in English and in Korean. Reads the `.tutorial` files; no browser.
@Suite struct AssessmentTests {
    @Test("every chapter's tutorial, in English and Korean, ends with 3 to 5 questions, each answer explained")
    func everyTutorialEndsWithAnAssessment() throws {
        let chapters = try CatalogTests.chapters()
        #expect(chapters.contains("06-Navigation") && chapters.contains("07-Capstone"))
        for chapter in chapters {
            var counts: [Int] = []
            for page in [chapter, chapter + "-ko"] {
                let tutorial = try TutorialSource.named(page)
                guard let assessment = TutorialAssessment(tutorial) else {
                    Issue.record("\(page) has no @Assessments")
                    continue
                }
                counts.append(assessment.questions.count)
                #expect(assessment.isLast, "\(page): something follows its @Assessments; they must end the page")
                #expect(
                    (3...5).contains(assessment.questions.count),
                    "\(page) asks \(assessment.questions.count) questions, not 3 to 5")
                for question in assessment.questions {
                    #expect(question.choices >= 2, "\(page): \"\(question.prompt)\" offers fewer than two choices")
                    #expect(
                        question.correctChoices == 1,
                        "\(page): \"\(question.prompt)\" has \(question.correctChoices) right answers, not one")
                    #expect(
                        question.justifications == question.choices,
                        "\(page): \"\(question.prompt)\" explains \(question.justifications) of its \(question.choices) answers"
                    )
                }
            }
            #expect(
                Set(counts).count <= 1, "\(chapter): English and Korean ask different numbers of questions: \(counts)")
        }
    }
}
