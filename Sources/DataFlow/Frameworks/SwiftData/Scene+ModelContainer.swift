extension Scene {
    /// Gives every window of this scene `container`'s main context as its `modelContext`:
    /// SwiftData's `modelContainer(_:)` on a scene, as an app's `WindowGroup` sets it.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        ModelContainerScene(scene: self) { $0.modelContainer(container) }
    }

    /// Makes a container for `modelType` and gives every window of this scene its main context:
    /// `WindowGroup { ContentView() }.modelContainer(for: Trip.self)`. The container is made when
    /// the scene is, and lives in memory, whatever `inMemory` says.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` and gives every window of this scene its main context.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        let result = Swift.Result {
            try ModelContainer(
                for: Schema(modelTypes), configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory))
        }
        onSetup(result)
        let container = try! result.get()
        return ModelContainerScene(scene: self) { content in
            container.mainContext.autosaveEnabled = isAutosaveEnabled
            return content.modelContainer(container)
        }
    }
}

/// A scene whose windows' views are wrapped: what `Scene.modelContainer` returns.
public struct ModelContainerScene<Wrapped: Scene>: _PrimitiveScene {
    let scene: Wrapped
    let wrap: @MainActor (AnyView) -> any View
}

extension ModelContainerScene: WindowListingScene {
    var windows: [SceneWindow] {
        SceneWindows.windows(of: scene).map { window in
            var wrapped = window
            wrapped.content = wrap(AnyView(window.content))
            return wrapped
        }
    }
}
