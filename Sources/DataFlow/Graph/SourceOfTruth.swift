/// Anything a view can depend on: `@State` storage now, and observed objects, the environment and
/// stores later. A source records which nodes read it while rendering, and when it changes it asks
/// the engine to re-evaluate exactly those nodes. Owning a source is not reading it: a view that
/// only hands a binding down is not re-evaluated when the binding's value changes. This is seed 001's first
/// principle, "reading data creates a dependency", made into a data structure.
@MainActor
class SourceOfTruth {
    /// What kind of source this is, as the update trace shows it: "@State", "@ObservedObject"...
    let kind: String
    /// Which source this is, as the update trace shows it: "PlayerView.isPlaying".
    let name: String
    /// The view that owns this source, if any: the source lives as long as that view's identity.
    weak var owner: ViewNode?
    /// The property that declares this source in its owner (`isPlaying`), for `_printChanges()`.
    var propertyName: String?
    weak var engine: GraphEngine?
    private var readerNodes: [ObjectIdentifier: WeakNode] = [:]

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
        let change = StateChange(
            source: name, kind: kind, oldValue: old, newValue: new,
            animation: AnimationContext.current?.description)
        engine?.sourceDidChange(self, change: change)
    }

    /// The live nodes that read this source when they last rendered: the views a change re-evaluates.
    var readers: [ViewNode] {
        readerNodes.values.compactMap(\.node).filter(\.isAlive)
    }

    func addReader(_ node: ViewNode) {
        readerNodes[ObjectIdentifier(node)] = WeakNode(node: node)
    }

    func removeReader(_ node: ViewNode) {
        readerNodes[ObjectIdentifier(node)] = nil
    }

    /// The value this source holds now, as the update trace writes values, for inspection
    /// (`DataFlowGraph`); nil when the source has no single value to show.
    var inspectedValue: String? { nil }

    /// The type of the value this source holds (`Int`, `[Movie]`), for inspection; nil when unknown.
    var inspectedValueType: String? { nil }
}

/// A reference to a node that does not keep it alive.
struct WeakNode {
    weak var node: ViewNode?
}
