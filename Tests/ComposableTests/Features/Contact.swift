import Foundation

/// Seed 004's contact.
struct Contact: Equatable, Identifiable {
    let id: UUID
    var name: String
}
