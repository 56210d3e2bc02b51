import Foundation

/// Holds an app's models: SwiftData's `ModelContainer`, made for the model types
/// (`try ModelContainer(for: Trip.self)`) and set on a scene or view with `.modelContainer(_:)`.
/// Its `mainContext` is what views read as `@Environment(\.modelContext)`; other contexts made
/// with `ModelContext(container)` see what the others saved.
///
/// What it is not: SwiftData's container opens a store on disk (or in CloudKit) and migrates it;
/// this one keeps the saved models in memory, in the order they were saved, for as long as it
/// lives. Nothing survives the process, whatever the configuration says.
public final class ModelContainer: @unchecked Sendable {
    // Sendable: `saved`, `contexts` and `storedMainContext` are guarded by `lock`.
    /// The model types given.
    public let schema: Schema
    /// The configurations given; every store is in memory all the same.
    public let configurations: [ModelConfiguration]
    private let lock = NSLock()
    private var saved: [any PersistentModel] = []
    private var storedMainContext: ModelContext?
    private var contexts: [WeakContext] = []

    /// A container for `givenSchema`'s types.
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    /// A container for `givenSchema`'s types.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for the model types `forTypes` (and, as in SwiftData, the models they refer to).
    public convenience init(
        for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The context views use, on the main actor, saving on its own after each change.
    @MainActor public var mainContext: ModelContext {
        if let context = lock.withLock({ storedMainContext }) { return context }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        lock.withLock { storedMainContext = context }
        return context
    }

    /// Deletes every saved model.
    public func deleteAllData() {
        let removed = lock.withLock {
            defer { saved.removeAll() }
            return saved
        }
        for model in removed {
            model._$modelState.isDeleted = true
            model._$modelState.context = nil
        }
        storeDidChange()
    }

    // MARK: - What contexts use

    /// The saved models.
    var savedModels: [any PersistentModel] { lock.withLock { saved } }

    func register(_ context: ModelContext) {
        lock.withLock {
            contexts.removeAll { $0.context == nil }
            contexts.append(WeakContext(context: context))
        }
    }

    /// Saves `inserted` and forgets `deleted`, then tells every context.
    func commit(inserted: [any PersistentModel], deleted: [any PersistentModel]) {
        lock.withLock {
            let deletedIDs = Set(deleted.map { ObjectIdentifier($0) })
            saved.removeAll { deletedIDs.contains(ObjectIdentifier($0)) }
            let known = Set(saved.map { ObjectIdentifier($0) })
            saved += inserted.filter { !known.contains(ObjectIdentifier($0)) }
        }
        storeDidChange()
    }

    private func storeDidChange() {
        let open = lock.withLock { contexts.compactMap(\.context) }
        for context in open { context.storeDidChange() }
    }
}

/// A context the container does not keep alive.
private struct WeakContext {
    weak var context: ModelContext?
}
