/// Builds a `DataFlowGraph` from what the engine already knows: the storage each node keeps for
/// its dynamic properties (its slots), the sources each node read while rendering (its
/// dependencies), the bindings and objects its view value holds, and the environment writers
/// above it. It changes nothing and records no dependency.
@MainActor
struct DataFlowInspector {
    private let engine: GraphEngine
    private var graph = DataFlowGraph()
    private var viewIDs: [ObjectIdentifier: String] = [:]
    private var viewIndex: [String: Int] = [:]
    private var sourceIDs: [ObjectIdentifier: String] = [:]
    private var usedNames: [String: Int] = [:]

    init(engine: GraphEngine) {
        self.engine = engine
    }

    static func graph(of engine: GraphEngine) -> DataFlowGraph {
        var inspector = DataFlowInspector(engine: engine)
        return inspector.build()
    }

    private mutating func build() -> DataFlowGraph {
        let nodes = Self.liveNodes(below: engine.root)
        let composites = nodes.filter(\.isShownInGraph)
        for node in composites {
            let id = uniqueName(node.typeName)
            viewIDs[ObjectIdentifier(node)] = id
            let parentID = node.parent?.shownOwner.flatMap { viewIDs[ObjectIdentifier($0)] }
            viewIndex[id] = graph.views.count
            graph.views.append(ViewDataFlow(id: id, name: node.typeName, parentID: parentID))
        }
        for node in composites { registerOwnedSources(of: node) }
        for node in composites { describeProperties(of: node) }
        for node in nodes where node.isComposite && !node.isShownInGraph { describeRuntimeView(node) }
        for node in nodes { describeDependencies(of: node) }
        return graph
    }

    /// The live nodes under the host's wrapper, depth first, content before what it presents.
    private static func liveNodes(below root: ViewNode?) -> [ViewNode] {
        guard let root else { return [] }
        var result: [ViewNode] = []
        var stack = Array((root.children + root.presentedChildren).reversed())
        while let node = stack.popLast() {
            guard node.isAlive else { continue }
            result.append(node)
            stack += (node.children + node.presentedChildren).reversed()
        }
        return result
    }

    // MARK: Owned sources

    private mutating func registerOwnedSources(of node: ViewNode) {
        guard let viewID = viewIDs[ObjectIdentifier(node)] else { return }
        for (slot, field) in Self.properties(of: node) {
            let stored = node.slots[slot]
            if let objectSlot = stored as? ObjectSlot, let owned = objectSlot.ownedObject {
                let id = registerObject(owned, kind: "@StateObject", owner: viewID)
                addOwned(id, to: viewID)
            } else if let storage = stored as? SourceOfTruth, storage.owner === node, !(storage is EnvironmentReading) {
                if let holder = field.value as? any ObservableHolder, let object = holder.heldObservable {
                    // `@State private var model = Profile()`: the view owns the object.
                    let id = registerObject(object, kind: "@Observable", owner: viewID)
                    addOwned(id, to: viewID)
                } else {
                    let id = register(storage, name: field.name, viewID: viewID)
                    addOwned(id, to: viewID)
                }
            }
        }
    }

    private mutating func register(_ storage: SourceOfTruth, name: String, viewID: String) -> String {
        if let known = sourceIDs[ObjectIdentifier(storage)] { return known }
        let id = uniqueName("\(viewID).\(name)")
        sourceIDs[ObjectIdentifier(storage)] = id
        graph.sources.append(
            SourceOfTruthSummary(
                id: id, kind: storage.kind, name: name, valueType: storage.inspectedValueType,
                value: storage.inspectedValue, ownerViewID: viewID, providerViewID: nil))
        return id
    }

    /// The id of `object` as a source, registering it the first time it is seen.
    private mutating func registerObject(
        _ object: AnyObject, kind: String? = nil, owner: String? = nil,
        provider: String? = nil
    ) -> String {
        if let known = sourceIDs[ObjectIdentifier(object)] { return known }
        let inspectable = object as? any InspectableObject
        let name = inspectable?.inspectionName ?? ViewNode.displayName(ofType: type(of: object))
        let objectKind =
            inspectable?.inspectionKind ?? kind
            ?? (object is any ObservableObject ? "ObservableObject" : "@Observable")
        let id = uniqueName(name)
        sourceIDs[ObjectIdentifier(object)] = id
        graph.sources.append(
            SourceOfTruthSummary(
                id: id, kind: objectKind, name: name, valueType: nil, value: nil,
                ownerViewID: owner, providerViewID: provider))
        return id
    }

    // MARK: Properties: objects, bindings, environment

    /// What a runtime's own view holds (the store of a stack's screen, of an alert's buttons), drawn
    /// as read by the view it serves, through what that view wrote ("NavigationStack", "alert").
    private mutating func describeRuntimeView(_ node: ViewNode) {
        guard let internalView = node.view as? any _RuntimeInternalView,
            let owner = node.parent?.shownOwner, let viewID = viewIDs[ObjectIdentifier(owner)],
            let index = viewIndex[viewID]
        else { return }
        let known = graph.views[index].reads.count
        describeProperties(of: node, as: viewID)
        let role = internalView.roleInGraph
        let added = graph.views[index].reads[known...].map {
            SourceUse(sourceID: $0.sourceID, through: role, property: nil)
        }
        graph.views[index].reads.removeSubrange(known...)
        for use in added { addRead(use, to: viewID) }
    }

    private mutating func describeProperties(of node: ViewNode, as shownViewID: String? = nil) {
        guard let viewID = shownViewID ?? viewIDs[ObjectIdentifier(node)] else { return }
        for (slot, field) in Self.properties(of: node) {
            let stored = node.slots[slot]
            if let reading = stored as? EnvironmentReading {
                describeEnvironment(reading, property: field.name, of: node, viewID: viewID)
            } else if let objectSlot = stored as? ObjectSlot, let object = objectSlot.source?.object {
                let wrapper = objectSlot.ownedObject == nil ? "@ObservedObject" : "@StateObject"
                addRead(SourceUse(sourceID: registerObject(object), through: wrapper, property: field.name), to: viewID)
            } else if let binding = field.value as? any InspectableBinding {
                addBinding(summary(of: binding.bindingOrigin, property: field.name), to: viewID)
            } else if stored == nil, let holder = field.value as? any ObservableHolder,
                let object = holder.heldObservable
            {
                addRead(
                    SourceUse(sourceID: registerObject(object), through: "@Bindable", property: field.name), to: viewID)
            } else if stored == nil {
                describePlainProperty(field, viewID: viewID)
            }
        }
    }

    /// A `let` holding an object: an `@Observable` object (or a `Store`) is observed property by
    /// property when the body reads it; an `ObservableObject` in a plain property is not observed
    /// at all (seed 000's `MovieList` before `@ObservedObject`).
    private mutating func describePlainProperty(_ field: (name: String, value: Any), viewID: String) {
        for object in ViewNode.mayContainObjects(field.value) ? ObservableRegistry.observables(inside: field.value) : []
        {
            addRead(SourceUse(sourceID: registerObject(object), through: "let", property: field.name), to: viewID)
        }
        if let object = EnvironmentComparison.object(in: field.value), object is any ObservableObject {
            addRead(
                SourceUse(sourceID: registerObject(object), through: "let (not observed)", property: field.name),
                to: viewID)
        }
    }

    private func summary(of origin: BindingOrigin?, property: String) -> BindingSummary {
        guard let origin else {
            return BindingSummary(property: property, sourceID: nil, members: [], constantValue: nil)
        }
        switch origin.root {
        case .constant(let value):
            return BindingSummary(property: property, sourceID: nil, members: [], constantValue: value)
        case .source(let id), .object(let id):
            return BindingSummary(
                property: property, sourceID: sourceIDs[id], members: origin.members, constantValue: nil)
        }
    }

    private mutating func describeEnvironment(
        _ reading: EnvironmentReading, property: String, of node: ViewNode, viewID: String
    ) {
        let (writer, providerID) = provider(of: reading, for: node)
        let wrapper = reading.kind
        if let object = reading.objectSlot.source?.object
            ?? reading.currentValue.flatMap({ ObservableRegistry.observable(in: $0) })
        {
            let id = registerObject(object, provider: providerID)
            addRead(SourceUse(sourceID: id, through: wrapper, property: property), to: viewID)
            if writer != nil {
                addProvision(SourceUse(sourceID: id, through: ".environmentObject", property: nil), by: providerID)
            }
            return
        }
        let key =
            "\(reading.lookupDescription)"
            + (providerID.map { " from \($0)" } ?? Self.unprovidedSuffix(reading.lookupDescription))
        let id: String
        if let known = sourceIDs[ObjectIdentifier(reading)] {
            id = known
        } else if let existing = graph.sources.first(where: {
            $0.kind == "environment value" && $0.name == reading.lookupDescription
                && $0.providerViewID == providerID
        }) {
            id = existing.id
        } else {
            id = uniqueName(key)
            graph.sources.append(
                SourceOfTruthSummary(
                    id: id, kind: "environment value", name: reading.lookupDescription,
                    valueType: nil, value: reading.currentValue.map { TraceValue.describe($0) },
                    ownerViewID: nil, providerViewID: providerID))
        }
        sourceIDs[ObjectIdentifier(reading)] = id
        addRead(SourceUse(sourceID: id, through: wrapper, property: property), to: viewID)
        if writer != nil {
            addProvision(SourceUse(sourceID: id, through: ".environment", property: nil), by: providerID)
        }
    }

    /// How an environment value no writer sets is named: the default, except for what a sheet or a
    /// pushed screen gives the views on it (`dismiss`, `presentationMode`).
    private static func unprovidedSuffix(_ key: String) -> String {
        ["\\.dismiss", "\\.presentationMode", "\\.isPresented"].contains(key)
            ? " (from the presentation)" : " (default)"
    }

    /// The environment writer above `node` that sets what `reading` finds (the last one to change
    /// it, root first), and the view whose body holds that writer (or the host, for the root).
    private func provider(of reading: EnvironmentReading, for node: ViewNode) -> (ViewNode?, String?) {
        var ancestors: [ViewNode] = []
        var current = node.parent
        while let ancestor = current {
            ancestors.append(ancestor)
            current = ancestor.parent
        }
        var values = EnvironmentValues()
        var writer: ViewNode?
        for ancestor in ancestors.reversed() {
            guard let transform = ancestor.environmentTransform else { continue }
            let before = reading.lookUp(in: values)
            transform(&values)
            if !EnvironmentComparison.same(before, reading.lookUp(in: values)) { writer = ancestor }
        }
        guard let writer else { return (nil, nil) }
        guard let composite = writer.shownOwner, composite.parent != nil else {
            return (writer, DataFlowGraph.hostID)
        }
        return (writer, viewIDs[ObjectIdentifier(composite)])
    }

    // MARK: Dependencies

    /// What the node read while rendering: for a body, the `@State` it read; for a control
    /// (`Toggle`, `TextField`), the storage its binding reaches, credited to the view whose body
    /// made the control.
    private mutating func describeDependencies(of node: ViewNode) {
        guard let composite = node.shownOwner, let viewID = viewIDs[ObjectIdentifier(composite)]
        else { return }
        let through = node.isComposite ? "body" : node.typeName
        for source in node.dependencies.values.sorted(by: { $0.name < $1.name }) {
            switch source {
            case is EnvironmentReading, is ObservableObjectSource, is ObservationSource:
                continue  // described with the property that holds them
            default:
                let id = sourceIDs[ObjectIdentifier(source)] ?? registerExternal(source)
                addRead(SourceUse(sourceID: id, through: through, property: nil), to: viewID)
            }
        }
    }

    /// A source no mounted view owns (`@AppStorage`'s key in the defaults, a storage whose view left).
    private mutating func registerExternal(_ source: SourceOfTruth) -> String {
        let id = uniqueName(source.name)
        sourceIDs[ObjectIdentifier(source)] = id
        graph.sources.append(
            SourceOfTruthSummary(
                id: id, kind: source.kind, name: source.name, valueType: source.inspectedValueType,
                value: source.inspectedValue, ownerViewID: nil, providerViewID: nil))
        return id
    }

    // MARK: Helpers

    /// The stored properties of the node's view, by slot, named as declared (`_count` is `count`).
    private static func properties(of node: ViewNode) -> [(Int, (name: String, value: Any))] {
        let owner = (node.view as? any DynamicPropertyOwnerForwarding)?.dynamicPropertyOwner ?? node.view
        return Mirror(reflecting: owner).children.enumerated().map { slot, field in
            let label = field.label ?? "?"
            return (slot, (label.hasPrefix("_") ? String(label.dropFirst()) : label, field.value))
        }
    }

    private mutating func uniqueName(_ name: String) -> String {
        let count = (usedNames[name] ?? 0) + 1
        usedNames[name] = count
        return count == 1 ? name : "\(name) \(count)"
    }

    private mutating func addOwned(_ id: String, to viewID: String) {
        guard let index = viewIndex[viewID], !graph.views[index].owns.contains(id) else { return }
        graph.views[index].owns.append(id)
    }

    private mutating func addRead(_ use: SourceUse, to viewID: String) {
        guard let index = viewIndex[viewID], !graph.views[index].reads.contains(use) else { return }
        graph.views[index].reads.append(use)
    }

    private mutating func addBinding(_ binding: BindingSummary, to viewID: String) {
        guard let index = viewIndex[viewID] else { return }
        graph.views[index].bindings.append(binding)
    }

    private mutating func addProvision(_ use: SourceUse, by viewID: String?) {
        guard let viewID, let index = viewIndex[viewID], !graph.views[index].provides.contains(use) else { return }
        graph.views[index].provides.append(use)
    }
}
