@Reducer
struct PrimeModalFeature {
    @ObservableState
    struct State: Equatable {
        var count: Int
        var isFavorite = false
    }

    enum Action: Equatable {
        case doneButtonTapped
        case favoriteButtonTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { _, action in
            switch action {
            case .doneButtonTapped:
                return .run { _ in await self.dismiss() }
            case .favoriteButtonTapped:
                return .none
            }
        }
    }
}
