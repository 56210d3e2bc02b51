import Foundation

/// Which models of a type to fetch, and in what order: SwiftData's `FetchDescriptor`, with a
/// Foundation `Predicate` (`#Predicate<Trip> { $0.name.contains("a") }`) and `SortDescriptor`s.
///
/// What it is not: SwiftData turns the predicate into a store query; here it is evaluated on each
/// model in memory, so a predicate SwiftData would refuse to translate may work here.
public struct FetchDescriptor<T: PersistentModel> {
    /// The models to keep; all of them when `nil`.
    public var predicate: Predicate<T>?
    /// The order, first descriptor first.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many models.
    public var fetchLimit: Int?
    /// Models to skip at the start.
    public var fetchOffset: Int?
    /// Accepted for SwiftData's sake; a fetch here always includes the context's pending changes.
    public var includePendingChanges = true
    /// Accepted for SwiftData's sake; models are always whole objects here.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Accepted for SwiftData's sake; relationships are always there.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
