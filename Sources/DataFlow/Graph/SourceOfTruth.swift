/// Anything a view can depend on: `@State` storage now, and observed objects, the environment and
/// stores later. A source records which nodes read it while rendering, and when it changes it asks
/// the engine to re-evaluate exactly those nodes (plus its owner). This is seed 001's first
/// principle, "reading data creates a dependency", made into a data structure.
@MainActor
class SourceOfTruth {
    /// What kind of source this is, as the update trace shows it: "@State", "@ObservedObject"...
    let kind: String
    /// Which source this is, as the update trace shows it: "PlayerView.isPlaying".
    let name: String
    /// The view that owns this source, if any; it is re-evaluated whenever the source changes.
    weak var owner: ViewNode?
    weak var engine: GraphEngine?
    private var readers: [ObjectIdentifier: WeakNode] = [:]

    init(kind: String, name: String, owner: ViewNode?, engine: GraphEngine?) {
        self.kind = kind
        self.name = name
        self.owner = owner
        self.engine = engine
    }

    /// Call on every read: the view currently rendering now depends on this source.
    func recordRead() {
        DependencyTracker.current?.depend(on: self)
    }

    /// Call after every change: the views that read this source are re-evaluated at the next update.
    func publishChange(old: String, new: String) {
        let change = StateChange(source: name, kind: kind, oldValue: old, newValue: new,
                                 animation: AnimationContext.current?.description)
        engine?.sourceDidChange(self, change: change)
    }

    /// The live nodes that read this source, plus its owner.
    var dependents: [ViewNode] {
        var nodes = readers.values.compactMap(\.node).filter(\.isAlive)
        if let owner, owner.isAlive, readers[ObjectIdentifier(owner)] == nil {
            nodes.append(owner)
        }
        return nodes
    }

    func addReader(_ node: ViewNode) {
        readers[ObjectIdentifier(node)] = WeakNode(node: node)
    }

    func removeReader(_ node: ViewNode) {
        readers[ObjectIdentifier(node)] = nil
    }
}

/// A reference to a node that does not keep it alive.
struct WeakNode {
    weak var node: ViewNode?
}
