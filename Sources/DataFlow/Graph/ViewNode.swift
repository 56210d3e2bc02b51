/// One view at one identity in a mounted tree: the runtime's counterpart of what SwiftUI calls a
/// view's *lifetime*. The view value is replaced on every update; the node, and everything it keeps
/// (`@State` storage, dependencies, pushed screens), lives until its identity leaves the tree.
@MainActor
final class ViewNode {
    unowned let engine: GraphEngine
    weak var parent: ViewNode?
    let nodeKey: NodeKey
    let typeName: String
    let depth: Int
    let isComposite: Bool

    /// The latest view value at this identity.
    var view: any View
    /// What this node shows, for primitives that show something.
    var element: ElementDescription?
    /// What a modifier node applies to the views under it.
    var effect: ModifierEffect?
    /// For an environment writer: how it changes the environment of the views under it.
    var environmentTransform: (@MainActor (inout EnvironmentValues) -> Void)?
    /// Ordinary children (a body, a stack's content, a modifier's content).
    var children: [ViewNode] = []
    /// Children shown on top of the content: pushed screens, a presented sheet.
    var presentedChildren: [ViewNode] = []

    /// Storage for dynamic properties (`@State`...), by the property's position in the struct.
    var slots: [Int: AnyObject] = [:]
    /// Sources of truth read while this node's body (and the primitives it produced) rendered.
    var dependencies: [ObjectIdentifier: SourceOfTruth] = [:]

    /// For a navigation container: the links whose destinations are pushed, bottom first.
    var navigationPath: [PushedScreen] = []
    /// For a navigation link whose destination is pushed: the container showing it.
    weak var pushedIn: ViewNode?
    /// For a presenter (a sheet): how a user dismisses what it presents.
    var dismissPresented: (@MainActor () -> Void)?
    /// For a presenter: the identity of what it shows now, nil when it shows nothing.
    var shownPresentationID: AnyHashable?
    /// For a presenter: its latest `onDismiss`.
    var onDismissPresented: (@MainActor () -> Void)?
    /// For a navigation container: how each type of pushed value becomes a screen, registered by
    /// the `navigationDestination(for:)` modifiers inside it.
    var destinationBuilders: [ObjectIdentifier: DestinationBuilder] = [:]
    /// For a navigation container without a `path:` binding: the values pushed by value links.
    var ownedPath = NavigationPath()
    /// For a tab view without a `selection:` binding: the selected tab's tag.
    var ownedTabSelection: AnyHashable?
    /// What a modifier remembers between updates of its identity: the value `onChange` compares
    /// against, the id a `task(id:)` runs for.
    var modifierMemory: Any?
    /// For a representable: the UIKit object it made for this identity, dismantled with it.
    var represented: RepresentedObject?

    /// Why this node's body will be evaluated next, gathered as changes arrive.
    var pendingCauses = BodyEvaluationCauses()
    /// Why the body being evaluated now is evaluated, for `_printChanges()`.
    var causesOfCurrentEvaluation = BodyEvaluationCauses()

    /// Which evaluation's Observation tracking is current, and the source it invalidates through.
    var observationGeneration = 0
    var observationSource: ObservationSource?

    var isDirty = false
    var isAlive = true

    init(engine: GraphEngine, parent: ViewNode?, nodeKey: NodeKey, view: any View) {
        self.engine = engine
        self.parent = parent
        self.nodeKey = nodeKey
        self.view = view
        self.depth = (parent?.depth ?? -1) + 1
        self.isComposite = ViewNode.primitive(of: view) == nil
        self.typeName = ViewNode.displayName(of: view)
    }

    /// Registers that this node's output depends on `source`.
    func depend(on source: SourceOfTruth) {
        let id = ObjectIdentifier(source)
        guard dependencies[id] == nil else { return }
        dependencies[id] = source
        source.addReader(self)
    }

    /// Forgets every dependency, before the body is evaluated again or when the node is destroyed.
    func clearDependencies() {
        for source in dependencies.values {
            source.removeReader(self)
        }
        dependencies.removeAll(keepingCapacity: true)
    }

    /// The first ancestor (or self) that satisfies `predicate`.
    func ancestor(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        var current: ViewNode? = self
        while let node = current {
            if predicate(node) { return node }
            current = node.parent
        }
        return nil
    }

    /// The nearest enclosing composite view, the one whose body produced this node.
    var owningComposite: ViewNode? {
        ancestor { $0.isComposite }
    }

    static func displayName(of view: any View) -> String {
        if let named = view as? any DisplayNamed { return named.displayName }
        if view is any _PreviewContent { return "Preview" }
        return displayName(ofType: type(of: view))
    }

    static func displayName(ofType type: Any.Type) -> String {
        if let known = namesByType[ObjectIdentifier(type)] { return known }
        let full = String(describing: type)
        // Keep generic views readable: "VStack<TupleView<...>>" becomes "VStack".
        let name = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
        namesByType[ObjectIdentifier(type)] = name
        return name
    }

    /// Names already worked out, by type: describing a type is slow, and trees repeat few types.
    private static var namesByType: [ObjectIdentifier: String] = [:]
}

/// A destination pushed onto a navigation container by following `link` (a `NavigationLink` with
/// a destination, or a `navigationDestination(isPresented:)` whose binding turned true).
struct PushedScreen {
    weak var link: ViewNode?
    let id: Int
    /// How many path values were on the stack when it was pushed: it sits above them.
    let base: Int
    /// What going back does besides popping: a `navigationDestination(isPresented:)` sets its binding to false.
    var onPop: (@MainActor () -> Void)?
}

/// Builds the screen for a pushed value of one type: what `navigationDestination(for:destination:)` registers.
struct DestinationBuilder {
    weak var registrant: ViewNode?
    let build: @MainActor (Any) -> any View
}
