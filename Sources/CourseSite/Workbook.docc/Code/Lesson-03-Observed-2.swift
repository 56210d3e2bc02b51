class AppState: ObservableObject {
    @Published var count = 0
}
