// Kodeco, "Understanding Data Flow in SwiftUI", "Working With External Data": the user, as a
// Swift struct. Copied as the tutorial writes it.
import Foundation

struct UserInfo {
    let userName: String
    let favoriteGenre: String
}
