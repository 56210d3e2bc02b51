import CheckerKit
import Foundation
import Testing

/// The compile errors the course's typical mistakes cause are explained in the lesson's words: each
/// test makes the mistake in a real exercise's solution, checks it, and finds the cause (and the
/// section that teaches it) in the verdict, in English and in Korean.
extension CompilingTests {
    @Suite struct TypicalCompileErrors {
        /// The verdict on the solution of the exercise whose file is `file`, with `original`
        /// replaced by `mistake`, checked in `book`'s language.
        private func verdict(
            _ file: String, replacing original: String, with mistake: String, in book: PhraseBook = .english
        ) throws -> ExerciseResult {
            let root = TestSupport.packageRoot
            let exercise = try #require(
                try Course(root: root).exercises.first { $0.solutionPath.hasSuffix("/\(file)") })
            let solution = try String(contentsOf: root.appending(path: exercise.solutionPath), encoding: .utf8)
            #expect(solution.contains(original), "the solution of \(exercise.id) no longer holds `\(original)`")
            let folder = TestSupport.scratch("typical-compile-error")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let learnerFile = folder.appending(path: file)
            try solution.replacingOccurrences(of: original, with: mistake).write(
                to: learnerFile, atomically: true, encoding: .utf8)
            let relative = String(learnerFile.path.dropFirst(root.path.count + (root.path.hasSuffix("/") ? 0 : 1)))
            let checker = try PhraseBook.$current.withValue(book) {
                try Checker(root: root, cacheDirectory: folder.appending(path: "cache"), timeLimit: 60) { _ in }
            }
            return checker.check(ExerciseSources(exercise: exercise, learnerFile: relative, root: root))
        }

        /// Checks that `result` is a compile error whose summary gives `cause` at a line.
        private func expectCause(_ result: ExerciseResult, _ cause: String, section: String) {
            let errors = result.compileErrors.map { "\($0.line ?? 0): \($0.message)" }
            #expect(result.status == .compileError, "\(result.summary) \(errors)")
            #expect(result.summary.contains(cause), "\(result.summary) \(errors)")
            #expect(result.summary.contains(section), "\(result.summary) \(errors)")
        }

        @Test("A property a button toggles without @State: the cause is the missing @State, chapter 1 section 2")
        func stateMissing() throws {
            let result = try verdict(
                "MuteButton.swift", replacing: "@State private var isMuted", with: "private var isMuted")
            expectCause(result, "must be its own `@State`", section: "Chapter 1, section 2")
            #expect(result.summary.contains("Line \(result.compileErrors.first?.line ?? -1) "), "\(result.summary)")
        }

        @Test("The same mistake under LANG=ko is explained in Korean")
        func stateMissingInKorean() throws {
            let result = try verdict(
                "MuteButton.swift", replacing: "@State private var isMuted", with: "private var isMuted", in: .korean)
            expectCause(result, "`@State`여야 합니다", section: "1장 2절")
            #expect(result.summary.hasPrefix("연습 문제가 컴파일되지 않습니다"), "\(result.summary)")
            #expect(result.advice?.hasPrefix("첫 번째 오류") == true, "\(result.advice ?? "")")
        }

        @Test("A control given the state's value, without `$`: the cause is the missing binding")
        func missingDollar() throws {
            let result = try verdict(
                "AlertsScreen.swift", replacing: "Toggle(\"New episodes\", isOn: $isOn)",
                with: "Toggle(\"New episodes\", isOn: isOn)")
            expectCause(result, "passes a value where a `Binding` is expected", section: "chapter 2, section 2")
        }

        @Test("A child's @Binding given a plain value: the cause is the missing binding")
        func valueForBinding() throws {
            let result = try verdict(
                "AlertsScreen.swift", replacing: "AlertsSection(isEnabled: $alertsEnabled)",
                with: "AlertsSection(isEnabled: alertsEnabled)")
            expectCause(result, "passes a value where a `Binding` is expected", section: "Chapter 1, section 5")
        }

        @Test("A read-only child given a binding: the cause is the `$` too many")
        func bindingForValue() throws {
            let result = try verdict(
                "Scoreboard.swift", replacing: "ScoreBadge(score: score)", with: "ScoreBadge(score: $score)")
            expectCause(result, "drop the `$`", section: "Chapter 2, section 6")
        }

        @Test("@ObservedObject of a struct: the cause is the class an observable object must be")
        func observedObjectOfStruct() throws {
            let result = try verdict(
                "FavoritePrimesApp.swift", replacing: "final class PrimeAppState: ObservableObject",
                with: "struct PrimeAppState")
            expectCause(result, "uses a struct as an observable object", section: "Chapter 3, section 1")
        }

        @Test("A view assigning to the store's state: the cause is that only the reducer changes state")
        func storeStateFromView() throws {
            let result = try verdict(
                "ScoreFeature.swift", replacing: "Button(\"Reset\") { store.send(.resetButtonTapped) }",
                with: "Button(\"Reset\") { store.score = 0 }")
            expectCause(result, "changes the store's state from a view", section: "Chapter 5, section 1")
        }

        @Test("An effect that changes `state`: the cause is the inout state an effect cannot capture")
        func effectCapturesState() throws {
            let result = try verdict(
                "NumberFacts.swift", replacing: "return .run { [number = state.number] send in",
                with: "return .run { [number = state.number] send in\n                    state.isLoading = true")
            expectCause(result, "uses `state` inside an effect", section: "Chapter 5, section 2")
        }

        @Test("Reading and writing `state` in one statement: the cause is the overlapping access")
        func overlappingStateAccess() throws {
            let result = try verdict(
                "CapstoneFavorites.swift",
                replacing:
                    "let isFavorite = state.favoritePrimes.contains(count)\n                state.primeModal?.isFavorite = isFavorite",
                with: "state.primeModal?.isFavorite = state.favoritePrimes.contains(count)")
            expectCause(result, "overlapping accesses to `state`", section: "Chapter 7, section 4")
        }
    }
}
