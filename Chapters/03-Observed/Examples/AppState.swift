// Point-Free #65, "SwiftUI and State Management, part 1", with the episode's corrections
// for Xcode 11 beta 5 and later: `AppState` is a class (a struct "cannot conform to class protocol")
// whose `count` sends `objectWillChange` in `willSet`, "just before (not after)" it changes.
// Only `import SwiftUI` became `import DataFlow`.
import DataFlow

/// Point-Free's app-wide state: one object, referenced (not copied) by every screen.
///
/// The class keeps the episode's explicit `let objectWillChange = ObservableObjectPublisher()`.
/// It is optional: Combine synthesizes one stable `objectWillChange` publisher per
/// `ObservableObject`, with or without `@Published` properties (Apple, "ObservableObject"), and the
/// episode's correction calls the declaration boilerplate that is no longer needed. Declaring it
/// changes nothing; `send()` reaches the same subscribers either way.
class AppState: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()

    var count = 0 {
        willSet {
            self.objectWillChange.send()
        }
    }
}

/// The episode's shorter spelling of the same class: "you can skip the boilerplate with the
/// @Published property wrapper".
class PublishedAppState: ObservableObject {
    @Published var count = 0
}
