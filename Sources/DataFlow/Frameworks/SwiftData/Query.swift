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
/// SwiftData's type has a second generic parameter, `Result`, which its initializers fix to
/// `[Element]`; this one has only `Element` (the compiler here infers `@Query var items: [Item]`
/// only that way), so code that spells out `Query<Item, [Item]>` must write `Query<Item>`.
@MainActor
@preconcurrency
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    let descriptor: FetchDescriptor<Element>
    let context = Environment(\.modelContext)

    init(descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    /// All the models of the type, in the order they were inserted. (Declared here, not in an
    /// extension, so that `@Query private var items: [Item]` leaves the view's memberwise
    /// initializer without an `items` parameter, as SwiftUI's does.)
    public init() {
        self.init(descriptor: FetchDescriptor())
    }

    /// The fetched models.
    public var wrappedValue: [Element] {
        (try? modelContext.fetch(descriptor)) ?? []
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

extension Query {
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
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
        order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(
            descriptor: FetchDescriptor(
                predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)]))
    }

    /// The models `filter` keeps, sorted by the optional value at `keyPath` (`nil` first).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
        order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(
            descriptor: FetchDescriptor(
                predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)]))
    }
}

extension Query {
    /// `keyPath` as Foundation's `SortDescriptor` takes it. SwiftData's `Query` takes any key path
    /// (one to a main-actor model's property is not `Sendable`); the query reads it only on the
    /// main actor, where it fetches. `Sendable` is a marker protocol, so the two types have one
    /// layout.
    private static func sendable<Value>(_ keyPath: KeyPath<Element, Value>) -> KeyPath<Element, Value> & Sendable {
        unsafeBitCast(keyPath, to: (KeyPath<Element, Value> & Sendable).self)
    }
}

extension Query: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        context.install(in: node, slot: slot, label: label)
    }
}
