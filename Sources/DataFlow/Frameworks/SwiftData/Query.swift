import Foundation

/// The models of a type a view shows, fetched from the environment's `modelContext`: SwiftData's
/// `@Query`. The view is redrawn when models come or go, or when a property the filter or the
/// sort read changes.
///
///     @Query(sort: \Trip.startDate, order: .forward) private var trips: [Trip]
///     @Query(filter: #Predicate<Trip> { $0.isFavorite }) private var favorites: [Trip]
///
/// What it is not: SwiftData's query fetches from a store and animates changes; this one fetches
/// from the in-memory context on each read of `wrappedValue`, and the animation is ignored.
@MainActor
@preconcurrency
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    let descriptor: FetchDescriptor<Element>
    let context = Environment(\.modelContext)

    init(descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    /// The fetched models.
    public var wrappedValue: Result {
        let models = (try? modelContext.fetch(descriptor)) ?? []
        guard let result = models as? Result else {
            preconditionFailure("A Query's result is an array of its models.")
        }
        return result
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context.wrappedValue }

    /// The error of the last fetch, if it failed (a predicate that threw).
    public var fetchError: (any Error)? {
        do {
            _ = try modelContext.fetch(descriptor)
            return nil
        } catch {
            return error
        }
    }
}

extension Query where Result == [Element] {
    /// The models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor: descriptor)
    }

    /// The models `filter` keeps, in the order `sort` gives.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
        animation: Animation = .default
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// The models `filter` keeps, sorted by the value at `keyPath`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
        order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` keeps, sorted by the optional value at `keyPath` (`nil` first).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
        order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

extension Query: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        context.install(in: node, slot: slot, label: label)
    }
}
