import Foundation

/// Seed 004's model: a contact with a stable id, so an `IdentifiedArrayOf<Contact>` can hold it
/// and a `ForEach` can show it.
struct Contact: Equatable, Identifiable {
    let id: UUID
    var name: String
}
