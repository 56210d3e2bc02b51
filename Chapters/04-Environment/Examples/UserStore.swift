// Kodeco, "Understanding Data Flow in SwiftUI", "Working With External Data": the store that
// tracks the current user. Copied with only `import Combine` changed to `import DataFlow`.
import DataFlow

// 1
class UserStore: ObservableObject {
    // 2
    @Published var currentUserInfo: UserInfo?
}
