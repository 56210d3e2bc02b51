/// The course's examples shown as they grow (`CodeGrowth`), one per chapter: each chapter's
/// tutorial shows the stages, then the example itself, as steps of the same file.
extension CodeGrowth {
    public static let course: [CodeGrowth] = [
        // Chapter 1: the count and its buttons; then the two questions; then the screen's font and title.
        CodeGrowth(
            listing: "State-CounterView.swift",
            additions: [
                [
                    .enclosingBlock("Text(\"Is this prime?\")"), .enclosingBlock("Text(\"What's the"),
                    .block("private func ordinal"),
                ],
                [.lines(".font(.title)"), .lines(".navigationTitle(\"Counter demo\")")],
            ]),
        // Chapter 2: a player that shows its episode; then the state it owns and the button bound to it.
        CodeGrowth(
            listing: "Binding-PlayerView.swift",
            additions: [[.lines("@State private var isPlaying"), .lines("PlayButton(isPlaying: $isPlaying)")]]),
        // Chapter 3: the list of the store's movies; then the "+" button and the sheet it presents.
        CodeGrowth(
            listing: "Observed-MovieList.swift",
            additions: [
                [.lines("@State private var isPresented"), .block(".navigationBarItems("), .block(".sheet(")]
            ]),
        // Chapter 4: chapter 3's list; then the user from the environment, shown in the bar.
        CodeGrowth(
            listing: "Environment-MovieList.swift",
            additions: [[.lines("@EnvironmentObject var userStore"), .range(from: "leading:", through: "},")]]),
        // Chapter 5: the count; then the nth-prime question's state and actions; then the
        // injected client and the effect that asks it.
        CodeGrowth(
            listing: "Reducers-CounterFeature.swift",
            additions: [
                [
                    .lines("var isLoading = false"), .lines("var nthPrime: Int?"), .lines("case nthPrimeButtonTapped"),
                    .lines("case nthPrimeResponse(Int)"), .lines("case nthPrimeFailed"), .lines("state.nthPrime = nil"),
                ],
                [
                    .lines("@Dependency(\\.primeClient)"), .switchCase("case .nthPrimeButtonTapped:"),
                    .switchCase("case let .nthPrimeResponse"), .switchCase("case .nthPrimeFailed:"),
                ],
            ]),
    ]
}
