import Foundation
import Observation

/// Where an app inserts, fetches, changes and deletes its models: SwiftData's `ModelContext`,
/// read in a view as `@Environment(\.modelContext) private var modelContext`.
///
///     modelContext.insert(Trip(name: "Paris"))
///     let trips = try modelContext.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
///     modelContext.delete(trip)
///     try modelContext.save()
///
/// Inserted and deleted models are pending until `save()` (a container's `mainContext` saves
/// after each change, as SwiftData's autosave does when the app is next idle); a fetch sees the
/// saved models and this context's pending changes. A view whose body fetched (through `@Query`)
/// is redrawn when the context's models come or go; one that read a model's properties, when
/// those change, as with any `@Observable` object.
///
/// What it is not: nothing is written to disk; there is no undo manager, no history, no
/// merging of conflicting edits, and a deleted model's inverse relationships are not updated.
public final class ModelContext {
    /// The container whose store this context reads and saves to.
    public let container: ModelContainer
    /// Whether the context saves by itself after each insertion or deletion.
    public var autosaveEnabled = false
    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []
    /// Changes whenever the set of models this context fetches may have changed.
    private var changeToken = 0
    private var propertiesChanged = false
    private let registrar = ObservationRegistrar()

    /// A context on `container`'s store.
    public init(_ container: ModelContainer) {
        self.container = container
        container.register(self)
    }

    /// Whether there are insertions, deletions or property changes not yet saved.
    public var hasChanges: Bool {
        registrar.access(self, keyPath: \.hasChanges)
        return !inserted.isEmpty || !deleted.isEmpty || propertiesChanged
    }

    /// The models inserted and not yet saved.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// The models deleted and not yet saved.
    public var deletedModelsArray: [any PersistentModel] { deleted }

    /// Adds `model`, and the models its properties refer to, to this context.
    public func insert<T: PersistentModel>(_ model: T) {
        var added = false
        insertGraph(model, added: &added)
        if added { didChangeModels() }
    }

    private func insertGraph(_ model: any PersistentModel, added: inout Bool) {
        let state = model._$modelState
        guard state.context !== self || state.isDeleted else { return }
        state.context = self
        state.isDeleted = false
        deleted.removeAll { $0 === model }
        if !container.savedModels.contains(where: { $0 === model }) { inserted.append(model) }
        added = true
        for related in ModelGraph.related(to: model) { insertGraph(related, added: &added) }
    }

    /// Removes `model` (and what its `.cascade` relationships hold) from this context.
    public func delete<T: PersistentModel>(_ model: T) {
        deleteGraph(model)
        didChangeModels()
    }

    private func deleteGraph(_ model: any PersistentModel) {
        let state = model._$modelState
        guard !state.isDeleted else { return }
        state.isDeleted = true
        if inserted.contains(where: { $0 === model }) {
            inserted.removeAll { $0 === model }
        } else {
            deleted.append(model)
        }
        for value in model._$cascadedModels {
            for related in ModelGraph.models(in: value) { deleteGraph(related) }
        }
    }

    /// Deletes every model of type `model` that `predicate` accepts (every one, without a predicate).
    public func delete<T: PersistentModel>(
        model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
    ) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { deleteGraph(found) }
        didChangeModels()
    }

    /// The models of type `T` the descriptor selects, in its order: saved ones and this context's
    /// pending insertions, without its pending deletions.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        registrar.access(self, keyPath: \.changeToken)
        var models = candidates(of: T.self)
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        let offset = min(descriptor.fetchOffset ?? 0, models.count)
        models.removeFirst(offset)
        if let limit = descriptor.fetchLimit, limit < models.count { models.removeLast(models.count - limit) }
        return models
    }

    /// How many models `fetch(_:)` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The model with `id`, if this context can see it.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let found = registeredModel(for: persistentModelID) else {
            fatalError("No model with \(persistentModelID) in this context.")
        }
        return found
    }

    /// The model of type `T` with `id`, if this context can see it.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        candidates(of: T.self).first { $0.persistentModelID == persistentModelID }
    }

    private func registeredModel(for persistentModelID: PersistentIdentifier) -> (any PersistentModel)? {
        (container.savedModels + inserted).first { $0.persistentModelID == persistentModelID && !$0.isDeleted }
    }

    /// Writes the pending insertions and deletions to the container, where other contexts see them.
    public func save() throws {
        let (saving, removing) = (inserted, deleted)
        inserted = []
        deleted = []
        for model in removing { model._$modelState.context = nil }
        for model in container.savedModels + saving { model._$modelState.hasChanges = false }
        registrar.withMutation(of: self, keyPath: \.hasChanges) { propertiesChanged = false }
        container.commit(inserted: saving, deleted: removing)
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Forgets the pending insertions and deletions.
    public func rollback() {
        for model in inserted { model._$modelState.context = nil }
        for model in deleted { model._$modelState.isDeleted = false }
        inserted = []
        deleted = []
        didChangeModels(saving: false)
    }

    /// Does nothing: changes are processed as they are made.
    public func processPendingChanges() {}

    private func candidates<T: PersistentModel>(of type: T.Type) -> [T] {
        let visible = container.savedModels.filter { model in !deleted.contains { $0 === model } } + inserted
        return visible.compactMap { $0 as? T }
    }

    private func didChangeModels(saving: Bool = true) {
        registrar.withMutation(of: self, keyPath: \.changeToken) { changeToken += 1 }
        registrar.withMutation(of: self, keyPath: \.hasChanges) {}
        if saving, autosaveEnabled { try? save() }
    }

    // MARK: - What the container and models use

    /// Another context saved: what this one fetches may have changed.
    func storeDidChange() {
        registrar.withMutation(of: self, keyPath: \.changeToken) { changeToken += 1 }
    }

    /// A property of one of this context's models changed.
    func modelPropertyDidChange() {
        guard !propertiesChanged else { return }
        registrar.withMutation(of: self, keyPath: \.hasChanges) { propertiesChanged = true }
        if autosaveEnabled { try? save() }
    }
}

extension ModelContext: Observable {}

@available(*, unavailable)
extension ModelContext: Sendable {}
