// Seed 004 (TCA tutorial "Your first presentation"): the contact the features add. This target is
// chapter 5's demo until chapter 5's examples (Chapters/05-Reducers/Examples) are on main; then the
// demo moves beside them and this target goes.
import Foundation

/// A contact: an id and a name, as the tutorial declares it.
struct Contact: Equatable, Identifiable {
    let id: UUID
    var name: String
}
