class AppState: ObservableObject {
    // No `objectWillChange` declared: Combine synthesizes one for the object's whole life.
    var count = 0 {
        willSet {
            self.objectWillChange.send()
        }
    }
}
