import Foundation

/// The update engine behind a `ViewHost`: it mounts the root, evaluates bodies, reconciles the
/// children they return against the existing nodes by identity, and on every state change
/// re-evaluates only the views that depend on it. This is the "anatomy of an update" from seed 001.
@MainActor
final class GraphEngine {
    private(set) var root: ViewNode!
    private var dirty: [ObjectIdentifier: ViewNode] = [:]
    var pendingChanges: [StateChange] = []
    var lifecycleQueue: [@MainActor () -> Void] = []
    /// Reactions to the update being run (`onChange`, `task(id:)` restarts), run after it.
    var reactionQueue: [@MainActor () -> Void] = []
    /// `onDismiss` actions of presentations that went away in the update being run.
    var dismissQueue: [@MainActor () -> Void] = []
    /// What the visibility pass keeps between updates: the views with `onAppear`/`onDisappear`
    /// on screen, and the parts of the tree whose visibility the current update may have changed.
    var visibility = VisibilityState()
    /// Presenters already brought up to date in the update being run.
    var refreshedPresenters: Set<ObjectIdentifier> = []
    /// The tasks started by `.task` modifiers.
    let tasks = TaskRunner()
    private var currentUpdate: ViewUpdate?
    var presentersToRefresh: [ViewNode] = []
    var nextScreenID = 0
    /// Warnings raised since the last update was recorded; the next update carries them.
    private var pendingWarnings: [RuntimeWarning] = []
    /// The observable objects views hold, one source each.
    var objectSources: [ObjectIdentifier: ObservableObjectSource] = [:]
    /// The `@Observable` objects views hold, and whether one of their properties a view read changed.
    let observableRegistry = ObservableRegistry()
    /// The simulated clock this host's timers run on.
    let clock = SimulatedClock()
    var observationChangesPending = false
    /// The scene's `@SceneStorage` values: the host is one scene.
    let sceneStorage = SceneStorageValues()
    /// The scene's edit mode: what `EditButton` switches and `\.editMode` binds to.
    lazy var editModeState = EditModeState(engine: self)
    /// The URLs the app asked the system to open (`Link`, `\.openURL`).
    var openedURLs: [URL] = []
    /// The haptics the app played through UIKit's feedback generators, by name (`impact(heavy)`).
    var playedFeedback: [String] = []
    /// The items the app offered to share (`ShareLink`), as text.
    var sharedItems: [String] = []
    /// The ids a `ScrollViewProxy` was asked to scroll to.
    var scrollTargets: [String] = []
    /// The views with `onPreferenceChange`, checked after every update.
    var preferenceReaders: [ObjectIdentifier: WeakNode] = [:]

    /// The engine whose host is mounting, updating or acting right now, if any.
    private(set) static var active: GraphEngine?

    /// Every update so far, oldest first; the first is the mount.
    private(set) var updates: [ViewUpdate] = []
    /// How many bodies have been evaluated since the host was created.
    private(set) var bodyEvaluationCount = 0
    /// How many changes sources of truth have published so far.
    private(set) var changeCount = 0
    /// Every runtime warning so far, oldest first.
    private(set) var warnings: [RuntimeWarning] = []
    /// How many updates one flush may run before the engine declares a loop.
    static let maximumPassesPerFlush = 100
    /// The size the host offers the root view: what a `GeometryReader` measures.
    var proposedSize = CGSize(width: 390, height: 844)

    func mount(_ view: any View) {
        working {
            for warning in RuntimeWarnings.claim() { warn(warning) }
            currentUpdate = ViewUpdate(cause: "mount", changes: [])
            refreshedPresenters.removeAll()
            root = makeNode(parent: nil, key: .index(0), view: RootView(content: view))
            refreshDeferredPresenters()
            updateVisibility()
            finishUpdate()
            flush(cause: "onAppear")
        }
    }

    /// Makes this engine the one runtime warnings go to while `work` runs.
    private func working<T>(_ work: () throws -> T) rethrows -> T {
        MainActorThread.record()
        let previous = GraphEngine.active
        GraphEngine.active = self
        defer { GraphEngine.active = previous }
        return try work()
    }

    /// What `Self._printChanges()` printed, oldest first.
    private(set) var printedChanges: [String] = []

    func recordPrintedChanges(_ line: String) {
        printedChanges.append(line)
    }

    /// Records a runtime warning, as SwiftUI prints one, in the host and in the current update.
    func warn(_ warning: RuntimeWarning) {
        // SwiftUI prints a warning each time it happens; one line per update is enough to read.
        if currentUpdate?.warnings.contains(warning) == true || pendingWarnings.contains(warning) { return }
        warnings.append(warning)
        if currentUpdate != nil {
            currentUpdate?.warnings.append(warning)
        } else {
            pendingWarnings.append(warning)
        }
    }

    // MARK: Changes

    func sourceDidChange(_ source: SourceOfTruth, change: StateChange) {
        if let rendering = DependencyTracker.current?.owningComposite {
            warn(
                RuntimeWarning(
                    "Modifying state during view update, this will cause undefined behavior.",
                    advice:
                        "\(source.name) (\(source.kind)) was written while \(rendering.typeName).body was being evaluated. "
                        + "A body only reads state; change state in an action (a Button's closure, onAppear, a binding set by a control) instead."
                ))
        }
        pendingChanges.append(change)
        changeCount += 1
        // Only the views that read the source depend on it: owning it, or handing down a binding
        // to it, is not a dependency (WWDC19 "Data Flow Through SwiftUI").
        for node in source.readers {
            markDirty(node, because: source)
        }
    }

    /// A value a view reads from the environment changed while its writer was rendering: the
    /// change joins the update under way, and the readers are re-evaluated in it.
    func environmentDidChange(_ source: SourceOfTruth, change: StateChange) {
        if currentUpdate != nil {
            currentUpdate?.changes.append(change)
        } else {
            pendingChanges.append(change)
        }
        for node in source.readers {
            markDirty(node, because: source)
        }
    }

    /// Re-evaluates `node` at the next update because `source` changed, without recording a change.
    func invalidate(_ node: ViewNode, because source: SourceOfTruth) {
        markDirty(node, because: source)
    }

    /// Names the `@Observable` properties that changed since the last look, for the next update.
    func collectObservationChanges() {
        observationChangesPending = false
        pendingChanges += observableRegistry.collectChanges()
    }

    /// Asks for `node` to be rendered again at the next update, for changes the runtime itself
    /// makes to a primitive (a menu opening) rather than to a source of truth.
    func invalidate(_ node: ViewNode) {
        node.isDirty = true
        dirty[ObjectIdentifier(node)] = node
    }

    private func markDirty(_ node: ViewNode, because source: SourceOfTruth) {
        AnimationCompletions.changeReached(self)
        node.isDirty = true
        node.pendingCauses.sources.append(source)
        dirty[ObjectIdentifier(node)] = node
    }

    /// Runs `callback` after the update under way, with `onAppear` callbacks.
    func runAfterUpdate(_ callback: @escaping @MainActor () -> Void) {
        lifecycleQueue.append(callback)
    }

    var hasPendingWork: Bool {
        !dirty.isEmpty || !lifecycleQueue.isEmpty || !pendingChanges.isEmpty || !presentersToRefresh.isEmpty
            || !pendingWarnings.isEmpty
    }

    /// Records a change that is not a write to a source of truth (a push, a tab switch) so that the
    /// next update runs and the trace shows it.
    func recordChange(_ change: StateChange) {
        pendingChanges.append(change)
    }

    /// Re-evaluates everything that depends on the changes made since the last update, then runs
    /// `onAppear`/`onDisappear` callbacks, and repeats while those change state again.
    func flush(cause: String) {
        working { flushPasses(cause: cause) }
    }

    private func flushPasses(cause: String) {
        var passes = 0
        var cause = cause
        while hasPendingWork {
            passes += 1
            if passes > GraphEngine.maximumPassesPerFlush {
                RuntimeError.fail(
                    """
                    the views kept changing state in response to their own updates \
                    (\(GraphEngine.maximumPassesPerFlush) updates in a row, the last changing \
                    \(pendingChanges.map(\.source).joined(separator: ", "))). Look for an onAppear \
                    or onDisappear that changes state every time it runs.
                    """)
            }
            if !dirty.isEmpty || !pendingChanges.isEmpty || !presentersToRefresh.isEmpty || !pendingWarnings.isEmpty {
                runUpdate(cause: cause)
            }
            let callbacks = lifecycleQueue
            lifecycleQueue.removeAll()
            for callback in callbacks {
                DependencyTracker.outsideRendering { callback() }
            }
            cause = "onAppear/onDisappear"
        }
    }

    private func runUpdate(cause: String) {
        if observationChangesPending { collectObservationChanges() }
        currentUpdate = ViewUpdate(cause: cause, changes: pendingChanges)
        currentUpdate?.warnings = pendingWarnings
        pendingChanges.removeAll()
        pendingWarnings.removeAll()
        // Parents first: re-evaluating a parent may already re-evaluate a dirty child. A view
        // whose environment changed while its ancestors rendered is dirtied during the update and
        // evaluated in it too.
        refreshedPresenters.removeAll()
        while !dirty.isEmpty {
            let nodes = dirty.values.sorted { $0.depth < $1.depth }
            dirty.removeAll()
            for node in nodes where node.isAlive && node.isDirty {
                evaluate(node)
            }
        }
        refreshDeferredPresenters()
        updateVisibility()
        finishUpdate()
    }

    private func finishUpdate() {
        if let update = currentUpdate,
            !update.changes.isEmpty || !update.evaluatedBodies.isEmpty || !update.warnings.isEmpty
        {
            updates.append(update)
        }
        currentUpdate = nil
    }

    // MARK: Building the tree

    private func makeNode(parent: ViewNode?, key: ChildKey, view: any View) -> ViewNode {
        let nodeKey = NodeKey(key: key, type: ObjectIdentifier(type(of: view)))
        let node = ViewNode(engine: self, parent: parent, nodeKey: nodeKey, view: view)
        visibility.created(node)
        node.pendingCauses.isNewIdentity = true
        evaluate(node)
        return node
    }

    /// Renders a node again: a composite's body, or a primitive's content.
    func evaluate(_ node: ViewNode) {
        // Observation trackings from earlier evaluations no longer count.
        node.observationGeneration += 1
        node.isDirty = false
        dirty[ObjectIdentifier(node)] = nil
        if node.isComposite {
            evaluateBody(of: node)
        } else {
            renderPrimitive(node)
        }
    }

    private func evaluateBody(of node: ViewNode) {
        DynamicPropertyInstaller.install(into: node)
        node.clearDependencies()
        node.causesOfCurrentEvaluation = node.pendingCauses
        node.pendingCauses = BodyEvaluationCauses()
        DependencyTracker.rendering(node) {
            let body = trackingObservation(of: node) { BodyEvaluator.body(of: node.view) }
            node.registerObservableObjects()
            if node.parent != nil {
                // The root is the host's own wrapper: only the learner's views are counted and traced.
                bodyEvaluationCount += 1
                currentUpdate?.evaluatedBodies.append(node.typeName)
            }
            reconcile(&node.children, of: node, with: [.init(key: .index(0), view: body)])
        }
    }

    /// A primitive reads what it shows (a toggle's binding, a sheet's flag) on its own behalf, as
    /// SwiftUI's built-in views do: such a read makes the primitive, not the body that created
    /// it, depend on the source, so a change re-renders the primitive without re-evaluating that body.
    private func renderPrimitive(_ node: ViewNode) {
        guard let primitive = ViewNode.primitive(of: node.view) else { return }
        node.pendingCauses = BodyEvaluationCauses()
        node.clearDependencies()
        DependencyTracker.rendering(node) {
            let content = trackingObservation(of: node) { primitive.makeContent(in: node) }
            node.element = content.element
            reconcile(&node.children, of: node, with: content.children)
            (primitive as? any CheckedPrimitive)?.check(node)
            if let presenter = primitive as? any PresentingView {
                refreshPresentations(of: node, presenter: presenter)
            }
        }
    }

    /// Matches the children a view returned against the existing ones by identity (key and type):
    /// a match is updated in place and keeps its state, the rest are created or destroyed.
    func reconcile(_ existing: inout [ViewNode], of parent: ViewNode, with children: [PrimitiveContent.Child]) {
        var previous: [NodeKey: ViewNode] = [:]
        previous.reserveCapacity(existing.count)
        for node in existing {
            previous[node.nodeKey] = node
        }
        var result: [ViewNode] = []
        result.reserveCapacity(children.count)
        for child in children {
            let key = NodeKey(key: child.key, type: ObjectIdentifier(type(of: child.view)))
            if let node = previous.removeValue(forKey: key) {
                update(node, with: child.view)
                result.append(node)
            } else {
                result.append(makeNode(parent: parent, key: child.key, view: child.view))
            }
        }
        existing = result
        for node in previous.values {
            destroy(node)
        }
    }

    /// A new value for an existing view. Composite views whose inputs did not change (and that
    /// nothing invalidated) keep their previous output: their body is not evaluated.
    private func update(_ node: ViewNode, with view: any View) {
        if node.isComposite, InputComparison.sameInputs(node.view, view) {
            if !node.isDirty { return }
        } else {
            node.pendingCauses.inputsChanged = true
        }
        node.view = view
        evaluate(node)
    }

    /// Removes a view whose identity left the tree: its state is gone. Its `onDisappear` runs
    /// after the update, when the visibility pass sees that it is no longer on screen.
    private func destroy(_ node: ViewNode) {
        for child in node.children { destroy(child) }
        for child in node.presentedChildren { destroy(child) }
        node.isAlive = false
        node.represented?.tearDown()
        node.represented = nil
        node.clearDependencies()
        node.slots.removeAll()
        node.navigationPath.removeAll()
        dirty[ObjectIdentifier(node)] = nil
        if let container = node.pushedIn, container.isAlive {
            container.navigationPath.removeAll { $0.link === node || $0.link == nil }
            refreshPresentationsLater(of: container)
        }
        visibility.destroyed(node)
    }

    /// Runs a user action, then updates everything it changed, recording it under `cause`.
    func perform(_ cause: String, _ action: () throws -> Void) rethrows {
        try working {
            if hasPendingWork { flush(cause: "pending changes") }
            try DependencyTracker.outsideRendering { try action() }
            collectObservationChanges()
            flush(cause: cause)
        }
    }
}
