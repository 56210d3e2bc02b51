// Point-Free #65, "SwiftUI and State Management, part 1", with the episode's corrections
// for Xcode 11 beta 5 and later: `AppState` is a class (a struct "cannot conform to class protocol")
// whose `count` sends `objectWillChange` in `willSet`, "just before (not after)" it changes.
// Only `import SwiftUI` became `import DataFlow`.
import DataFlow

/// Point-Free's app-wide state: one object, referenced (not copied) by every screen.
///
/// The class has no `@Published` property and declares no publisher: as the episode's correction
/// says, the boilerplate is no longer needed, because `ObservableObject` provides a default one.
/// On Apple's platforms that synthesized `objectWillChange` is one publisher per object, the same
/// on every read for the object's whole life (observed behaviour: Apple's page says only that it
/// is synthesized), so the `send()` in `willSet` reaches every view observing the object.
class AppState: ObservableObject {
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
