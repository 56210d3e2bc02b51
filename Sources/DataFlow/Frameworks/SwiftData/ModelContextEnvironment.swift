extension EnvironmentValues {
    /// The context views insert, fetch and delete models with: SwiftData's `modelContext`, set by
    /// `.modelContainer(_:)` (its `mainContext`) or `.modelContext(_:)`. Without either, views
    /// share one context of an empty in-memory container, where SwiftData has none to give.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

private enum ModelContextKey: EnvironmentKey {
    // Only ever used from the main actor, where views read their environment.
    nonisolated(unsafe) static let unconfigured = ModelContext(
        try! ModelContainer(for: Schema([]), configurations: ModelConfiguration(isStoredInMemoryOnly: true)))

    static var defaultValue: ModelContext { unconfigured }
}

extension View {
    /// Gives this view and the views inside it `container`'s main context as their `modelContext`:
    /// SwiftData's `modelContainer(_:)`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        ModelContainerHost(content: self, made: container)
    }

    /// Makes a container for `modelType` once, when the view first appears, and gives its main
    /// context to the views inside: SwiftData's `modelContainer(for:inMemory:…)`. Every container
    /// here is in memory, so `inMemory` changes nothing.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` once, when the view first appears, and gives its main
    /// context to the views inside.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerHost(content: self, made: nil) {
            let result = Swift.Result {
                try ModelContainer(
                    for: Schema(modelTypes), configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory))
            }
            onSetup(result)
            let container = try! result.get()
            container.mainContext.autosaveEnabled = isAutosaveEnabled
            return container
        }
    }

    /// Gives this view and the views inside it `modelContext`: SwiftData's `modelContext(_:)`.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

/// Keeps the container a `.modelContainer` modifier made, for the life of the view, as SwiftUI
/// keeps it, and puts its main context in the environment.
private struct ModelContainerHost<Content: View>: View {
    let content: Content
    let made: ModelContainer?
    var make: @MainActor () -> ModelContainer = { fatalError("A container was given.") }
    @State private var kept = KeptContainer()

    var body: some View {
        let container = made ?? kept.container(make)
        content.environment(\.modelContext, container.mainContext)
    }
}

/// The container a view made, made once.
@MainActor
private final class KeptContainer {
    private var made: ModelContainer?

    func container(_ make: () -> ModelContainer) -> ModelContainer {
        if let made { return made }
        let container = make()
        made = container
        return container
    }
}
